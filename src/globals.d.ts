/** The client's version from package.json, put in by webpack's DefinePlugin (jest defines it as a global). */
declare const __CLIENT_VERSION__: string;
