/* global document, requestAnimationFrame */
// Starts the app of a page the server rendered once its HTML is parsed: a deferred script that adds the entry's
// <script type="module"> (data-entry) and its modulepreload links (data-preload), which the server takes out of the
// head of the server-rendered pages, so that the page's JavaScript is not fetched before the HTML that paints it.
// The added script still delays the load event, so the page is interactive when it reports loaded.
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
  // A page whose largest paint is an image (preloaded in the head) starts its JavaScript in the frame that paints the
  // HTML, so the image is not sharing the connection with it; its load event still waits for the image, so the script
  // is added before the page reports loaded. Other pages start it at once.
  if (document.querySelector('link[rel="preload"][as="image"]')) requestAnimationFrame(start);
  else start();
})();
