// Webpack's asset/resource rule turns these imports into the file's URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
