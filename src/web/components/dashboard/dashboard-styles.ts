/*
 * The complete Mantine stylesheet, loaded with the dashboard chunk only: dashboard screens
 * may use any Mantine component without touching a style list (see lib/mantine-styles.ts).
 */
import '@mantine/core/styles.layer.css';
