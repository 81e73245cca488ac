// `/` arrives with its first screen already painted from the HTML (src/web/prerender.tsx). The
// app's code then starts only after that first paint: run straight away, its evaluation would
// hold the paint back. The server writes the entry's address into data-entry (plugins/web-app.ts).
const entry = document.getElementById('root')?.dataset.entry;
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry), 0));
