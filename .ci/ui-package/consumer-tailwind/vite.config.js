// A Vite + React app that compiles Tailwind v4 itself (Getting started: "With Tailwind v4").
import tailwindcss from '@tailwindcss/vite';

export default { logLevel: 'warn', plugins: [tailwindcss()] };
