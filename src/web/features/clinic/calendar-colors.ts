/**
 * Calendar colours to pick from: calm, told apart at a glance, and dark enough to carry white
 * event text (Mantine's shade 7 or 8 of each hue).
 */
export const calendarColorSwatches = [
  '#1c7ed6', // blue
  '#0c7a81', // Motio teal
  '#2f9e44', // green
  '#66a80f', // lime
  '#e8590c', // orange
  '#c92a2a', // red
  '#c2255c', // pink
  '#9c36b5', // grape
  '#6741d9', // violet
  '#3b5bdb', // indigo
  '#495057', // grey
  '#846358', // brown
];
