/**
 * React (the server-rendered pages, the mails) picks its development or production build by NODE_ENV
 * when it is first loaded, and the development build rendered a product page about ten times slower.
 * The shop runs production builds unless NODE_ENV says otherwise; main.ts imports this module first,
 * so it is set before any library is loaded.
 */
process.env.NODE_ENV ??= 'production';
