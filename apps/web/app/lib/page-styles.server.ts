import appCss from '../app.css?inline';

/** The built stylesheet (Tailwind's output, minified in production), for the server to inline. */
export const pageStyles: string = appCss;
