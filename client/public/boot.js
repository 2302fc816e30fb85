/* global document, window, requestAnimationFrame */
// Starts the app of a page the server rendered once the page has painted its largest element. The server takes the
// entry's module script (data-entry) and its module preloads (data-preload) out of the page and writes this script
// at the end of its body instead (server/src/features/seo/server-render.ts). The page needs no JavaScript to show
// itself, so on a slow phone network its largest image does not share the connection with the scripts, and the
// scripts do not hold its paint. Until the app has started (html[data-app="ready"], set by main.tsx), links are
// plain links.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute("data-entry");
  var preload = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var app = document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = entry;
    document.head.appendChild(app);
    // The entry's imports, requested alongside it rather than after it has been parsed. Each insertion starts a
    // request, which takes the main thread a moment, so they go in a task of their own.
    setTimeout(function () {
      preload.forEach(function (href) {
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        document.head.appendChild(link);
      });
    }, 0);
  }
  /** After the next frame has been painted. */
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }

  // The page's largest image is the image the server marked fetchpriority="high" (preloaded in the head); without
  // one, the largest paint is text, painted in the first frames.
  var image = document.querySelector("#root img[fetchpriority=high]");
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf("largest-contentful-paint") >= 0) {
    // The browser says when it has painted that image, or on a text page its first largest paint.
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (paint) {
        if (!image || paint.element === image) start();
      });
    }).observe({ type: "largest-contentful-paint", buffered: true });
    // An image out of sight, or smaller than the page's text, is never reported: shortly after it has loaded.
    if (image)
      whenLoaded(image, function () {
        setTimeout(start, 500);
      });
  } else if (image) {
    whenLoaded(image, afterPaint);
  } else {
    afterPaint();
  }
  setTimeout(start, 3000); // never later than this, whatever the page is doing

  function whenLoaded(img, then) {
    if (img.complete) return then();
    img.addEventListener("load", then);
    img.addEventListener("error", start);
  }
})();
