// The yardstick of the landing page's Largest Contentful Paint: React rendering one heading.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Motio</h1>);
