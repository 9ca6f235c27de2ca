import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';

/**
 * The store's OpenAPI document drawn by Swagger UI, from the npm package itself (no file from any
 * other address). Its own chunk: only the developers page imports it, and only once the reader
 * nears it (`ApiReference`).
 */
export default function SwaggerReference({ documentUrl }: { documentUrl: string }) {
  return (
    <SwaggerUI
      url={documentUrl}
      // Every operation folded: the list of tags and paths is the table of contents.
      docExpansion="none"
      // The page's own headings use the address's #fragment.
      deepLinking={false}
      defaultModelsExpandDepth={-1}
      // "Try it out" sends reads only: nothing spends credits from a documentation page.
      supportedSubmitMethods={['get']}
    />
  );
}
