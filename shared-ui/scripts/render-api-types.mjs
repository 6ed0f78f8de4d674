// Turns the API's OpenAPI document into shared-ui's TypeScript types. One function, used by the
// generator script and by the API's drift test, so both produce byte-identical output.
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `// GENERATED from the API's OpenAPI document by shared-ui/scripts/generate-api-types.mjs.
// Do not edit: change the API's DTOs, then run \`npm run gen:api -w shared-ui\`.
`;

export async function renderApiTypes(document) {
  // A structured copy: openapi-typescript must not see class instances or undefined values.
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)), {
    alphabetize: true,
    silent: true,
    defaultNonNullable: false,
  });
  return HEADER + '\n' + astToString(ast);
}
