// The product's version (package.json), named in the API document.
import { createRequire } from 'node:module';

export const PRODUCT_VERSION: string = (createRequire(import.meta.url)('../../package.json') as { version: string })
  .version;
