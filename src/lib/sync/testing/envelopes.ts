/** Server answers in the wire's envelope (snake_case), for fake transports. */
export function successResponse(result: unknown, status = 200): Response {
  return jsonResponse(status, { success: true, result });
}

export function failureResponse(
  status: number,
  error: string,
  extra: { errors?: unknown[]; result?: unknown; headers?: Record<string, string> } = {},
): Response {
  const { headers, ...rest } = extra;
  return jsonResponse(status, { success: false, message: error, error, ...rest }, headers);
}

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
