/** The SDK's version, sent in its user-agent; a test keeps it equal to package.json's. */
export const SDK_VERSION = '0.1.0';
export const SDK_USER_AGENT = `depsight-sdk/${SDK_VERSION}`;
