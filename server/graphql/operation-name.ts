/**
 * The name of the operation a GraphQL request body asks for, for the request log and metrics
 * only (never to decide anything): `operationName` when the body gives one, else the name of its
 * first operation, else `anonymous`. Read from the raw JSON text without parsing it a second
 * time (yoga parses the request), within its first few kilobytes.
 */
const SCANNED_BYTES = 4096;
const OPERATION_NAME_FIELD = /"operationName"\s*:\s*"([_A-Za-z][_0-9A-Za-z]{0,63})"/u;
const NAMED_OPERATION = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]{0,63})/u;

export function graphqlOperationName(body: Buffer | undefined): string {
  if (!body) return 'anonymous';
  const text = body.subarray(0, SCANNED_BYTES).toString('utf8');
  return OPERATION_NAME_FIELD.exec(text)?.[1] ?? NAMED_OPERATION.exec(text)?.[1] ?? 'anonymous';
}
