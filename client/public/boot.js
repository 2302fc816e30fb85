/* global document, requestAnimationFrame */
// Starts the app of a page the server rendered once the browser has painted it: the page's JavaScript then never
// delays its first paint, even when it is already in the cache. The server writes this tag instead of the entry's
// <script type="module"> (data-entry) and its modulepreload links (data-preload) on the server-rendered pages.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute("data-entry");
  var preload = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = entry;
    document.head.appendChild(app);
  }
  // after the frame that paints the server's HTML
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
