import { errorText, isErrorCode } from '@shared/error-codes';

/**
 * What is wrong with an error answer under the contract of decision 0020, or undefined: a JSON
 * error carries a `code` of src/shared/error-codes.ts with every value its text names, an English
 * `message`, and a known code for each field it names. createTestApp checks every answer of every
 * API test with it, so each error the suite provokes walks the list.
 */
export function errorContractProblem(
  statusCode: number,
  contentType: unknown,
  payload: unknown,
): string | undefined {
  if (statusCode < 400 || !String(contentType).startsWith('application/json')) return undefined;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(String(payload)) as Record<string, unknown>;
  } catch {
    return 'not JSON';
  }
  const { code, params, message, errors, fieldCodes } = body;
  if (!isErrorCode(code)) return `unknown code ${JSON.stringify(code)}`;
  if (typeof message !== 'string' || message === '') return `no message for ${code}`;
  if (errorText(code, params as Record<string, string>).includes('{{')) return `${code} lacks params`;
  if (errors === undefined && fieldCodes === undefined) return undefined;
  const fields = (fieldCodes ?? {}) as Record<string, { code?: unknown }>;
  if (
    Object.keys(errors ?? {})
      .sort()
      .join() !== Object.keys(fields).sort().join()
  ) {
    return `errors and fieldCodes name different fields (${code})`;
  }
  const unknown = Object.entries(fields).find(([, f]) => !isErrorCode(f.code));
  return unknown ? `field ${unknown[0]} has unknown code ${JSON.stringify(unknown[1].code)}` : undefined;
}
