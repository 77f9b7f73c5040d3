import type { FastifyInstance } from 'fastify';

const BASIC = `Basic ${Buffer.from('products-test-browser:').toString('base64')}`;

/** Logs a demo customer in through POST /token and returns the Authorization header value. */
export async function loginAs(app: FastifyInstance, customerNumber: string): Promise<string> {
  const response = await app.inject({
    method: 'POST', url: '/token', payload: `grant_type=password&username=${customerNumber}&password=Kowhai-2026!`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
  });
  return `Bearer ${response.json().access_token}`;
}
