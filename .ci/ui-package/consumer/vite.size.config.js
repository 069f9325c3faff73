// One entry per component, React left to the app: the bytes each component adds (size budgets).
export default {
  logLevel: 'warn',
  build: {
    outDir: 'size',
    manifest: true,
    minify: true,
    lib: { entry: { button: 'button-only.js', dialog: 'dialog-only.js' }, formats: ['es'] },
    rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
  },
};
