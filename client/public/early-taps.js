/* global document, window */
// Written into a server-rendered page's head: until the app takes over, it keeps the taps on the controls that need
// it ([data-replay]) for the app to replay (client/src/lib/early-taps.ts); such a form is never sent by the browser.
(function (d) {
  var taps = [];
  function keep(e) {
    var el = e.target.closest && e.target.closest("[data-replay]");
    if (!el || (e.type == "submit") != (el.tagName == "FORM")) return;
    if (e.type == "submit") e.preventDefault();
    if (taps) taps.push(el);
  }
  d.addEventListener("click", keep, true);
  d.addEventListener("submit", keep, true);
  window.takeEarlyTaps = function () {
    var kept = taps;
    taps = null;
    return kept;
  };
})(document);
