import packageJson from '../../package.json' with { type: 'json' };

/** The app's version as released, from package.json. */
export const appVersion: string = packageJson.version;
