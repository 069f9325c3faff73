/** The address of a script that Vite bundles as a worker (`?worker&url`); the app's own types have vite/client. */
declare module '*?worker&url' {
  const url: string;
  export default url;
}
