/*
 * What every screen needs from Mantine before its first paint: the reset, the theme's CSS
 * variables and global rules. Component styles come with the code that uses them
 * (lib/mantine-styles.ts, components/dashboard/dashboard-styles.ts).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
