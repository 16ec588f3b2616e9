// Writes the API's OpenAPI document (as GET /api/v1/admin/openapi.json serves it) to docs/openapi.json, the
// copy the admin's tests and the contract kit read. `npm run openapi`; tests/server/openapi.test.ts fails
// when the committed copy differs from what the routes generate.
import { writeFileSync } from 'node:fs';
import { generatedDocument } from '../server/openapi/generate';

const target = new URL('../docs/openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(await generatedDocument(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
