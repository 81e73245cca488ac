// Runs before the first paint: applies the stored colour scheme so a dark-mode user never sees a
// white flash. Keep the key in step with src/web/lib/color-scheme.ts.
(function () {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('motio-color-scheme');
    if (stored === 'light' || stored === 'dark') {
      scheme = stored;
    } else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) {
      scheme = 'dark';
    }
  } catch (error) {
    // Storage can be blocked (privacy settings); the light default is fine then.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
