// `node --import tsx apps/server/src/api-document-check.ts <document.json> <answers folder>`, run by
// `npm test` after the server suites: writes the API document as `/api/docs/json` serves it (for
// the linters that read it next) and fails if the suites recorded an answer (method, route,
// status) that the document does not list, an answer of a route missing from it, or a 5xx no test
// caused on purpose (`test-support/answered-routes.ts`).
import fs from 'node:fs';
import path from 'node:path';
import {
  compareAnswers,
  readAnsweredRoutes,
  type DocumentedPaths,
} from './test-support/answered-routes';
import { servedApiDocument } from './test-support/served-api-document';

const [documentFile, answersDir] = process.argv.slice(2);
if (!documentFile || !answersDir) {
  console.error('usage: api-document-check.ts <document.json> <answers folder>');
  process.exit(2);
}

// A store's address as it would be public: the linters refuse localhost as a server.
const documentText = await servedApiDocument({ PUBLIC_URL: 'https://frameshop.example' });
fs.mkdirSync(path.dirname(documentFile), { recursive: true });
fs.writeFileSync(documentFile, documentText);

const answers = readAnsweredRoutes(answersDir);
if (!answers.length) {
  console.error(`No answers were recorded under ${answersDir}: the server suites record none.`);
  process.exit(1);
}
const { undocumented, outsideDocument, serverErrors } = compareAnswers(
  JSON.parse(documentText) as DocumentedPaths,
  answers,
);
const routes = new Set(answers.map((answer) => `${answer.method} ${answer.route}`));
process.stdout.write(
  `${answers.length} distinct answers of ${routes.size} routes recorded by the server suites.\n`,
);
const failures = [
  {
    heading: 'Answered by the server but not listed in the API document:',
    answers: undocumented,
  },
  {
    heading:
      'Answered by routes missing from the API document (a route tests add is hidden from it):',
    answers: outsideDocument,
  },
  {
    heading:
      'Faults of the store the suites provoked, not on purpose (a test that stops a part wraps it in expectServerError):',
    answers: serverErrors,
  },
].filter((failure) => failure.answers.length);
for (const { heading, answers: listed } of failures) {
  console.error(heading);
  for (const answer of listed) console.error(`  ${answer}`);
}
if (failures.length) process.exit(1);
process.stdout.write(
  'The API document lists every route and answer the server suites saw, and none failed.\n',
);
