/* global window */
// A stand-in for the client side of google.script.run, installed before the sidebar's scripts
// run (playwright's addInitScript, or a <script> the preview server puts first in <head>).
// Like the real API, withSuccessHandler / withFailureHandler return new runners, any other
// property is a server function, and answers arrive asynchronously. Calls are recorded in
// window.__gasCalls and sent through window.__gasTransport(fn, args), which resolves to
// { value } or { error } — the test or the preview server decides who answers.
(function () {
  'use strict';
  window.__gasCalls = [];
  function runner(onSuccess, onFailure) {
    return new Proxy(
      {},
      {
        get: function (_target, prop) {
          if (prop === 'withSuccessHandler') {
            return function (h) {
              return runner(h, onFailure);
            };
          }
          if (prop === 'withFailureHandler') {
            return function (h) {
              return runner(onSuccess, h);
            };
          }
          if (prop === 'withUserObject') {
            return function () {
              return runner(onSuccess, onFailure);
            };
          }
          if (typeof prop !== 'string' || prop === 'then') return undefined;
          return function () {
            var args = Array.prototype.slice.call(arguments);
            window.__gasCalls.push({ fn: prop, args: JSON.parse(JSON.stringify(args)) });
            Promise.resolve(window.__gasTransport(prop, args)).then(
              function (answer) {
                if (answer && Object.prototype.hasOwnProperty.call(answer, 'error')) {
                  if (onFailure) onFailure(new Error(answer.error));
                } else if (onSuccess) {
                  onSuccess(answer ? answer.value : undefined);
                }
              },
              function (e) {
                if (onFailure) onFailure(e instanceof Error ? e : new Error(String(e)));
              },
            );
          };
        },
      },
    );
  }
  window.google = {
    script: {
      run: runner(null, null),
      host: {
        origin: window.location.origin,
        close: function () {
          window.__hostClosed = true;
        },
        setHeight: function () {},
        setWidth: function () {},
        editor: { focus: function () {} },
      },
    },
  };
})();
