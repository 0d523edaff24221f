// The shoppers of bench/checkout.ts: customers register through the API, then each loops
// through the checkout cycle (add a line to the cart, place a COD order) until the deadline.
// Requests go through node:http with kept-alive connections (one per customer) and ask for
// compressed answers as a browser does: fetch() cost the shoppers' side ~5 ms of CPU a cycle on
// this 2-core machine, CPU the server then did not have.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

type Answer = { status: number; body: Buffer; encoding: string | undefined };

function post(url: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'accept-encoding': 'gzip, deflate, br',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
          }),
        );
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function textOf(answer: Answer): string {
  const decode =
    answer.encoding === 'br'
      ? brotliDecompressSync
      : answer.encoding === 'gzip'
        ? gunzipSync
        : answer.encoding === 'deflate'
          ? inflateSync
          : (b: Buffer) => b;
  return decode(answer.body).toString('utf8');
}

export type Customer = { headers: Record<string, string>; email: string };

export async function register(base: string, i: number): Promise<Customer> {
  const address = `198.18.${(i >> 8) & 255}.${(i & 255) + 1}`;
  const email = `bench-${i}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await post(
    `${base}/api/auth/register`,
    { 'content-type': 'application/json', 'x-forwarded-for': address },
    JSON.stringify({
      name: `Bench Customer ${i}`,
      email,
      password: `bench-${randomBytes(8).toString('hex')}`,
    }),
  );
  const body = JSON.parse(textOf(res)) as { data?: { token?: string } };
  if (res.status !== 201 || !body.data?.token) {
    throw new Error(`register failed: ${res.status} ${JSON.stringify(body)}`);
  }
  return {
    email,
    headers: {
      authorization: `Bearer ${body.data.token}`,
      'content-type': 'application/json',
      'x-forwarded-for': address,
    },
  };
}

const shipping = (c: Customer, i: number) => ({
  name: `Bench Customer ${i}`,
  email: c.email,
  phone: '+91 98450 12345',
  address: '12, 3rd Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
});

function errorType(res: Answer): string {
  try {
    const body = JSON.parse(textOf(res)) as { error?: { type?: string } | string; type?: string };
    const type =
      typeof body.error === 'object' ? body.error?.type : (body.type ?? body.error ?? '');
    return `${res.status} ${type ?? ''}`.trim();
  } catch {
    return `${res.status}`;
  }
}

export type RunResult = {
  created: number;
  elapsedSeconds: number;
  latencies: number[];
  cartLatencies: number[];
  errors: Record<string, number>;
  /** CPU time this process (the shoppers' side: fetch, JSON) used during the run. */
  clientCpuMs: number;
};

export async function run(
  base: string,
  customers: Customer[],
  pick: () => string,
  durationSeconds: number,
): Promise<RunResult> {
  const latencies: number[] = [];
  const cartLatencies: number[] = [];
  const errors: Record<string, number> = {};
  let created = 0;
  const count = (kind: string) => (errors[kind] = (errors[kind] ?? 0) + 1);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await Promise.all(
    customers.map(async (customer, i) => {
      const body = JSON.stringify({ shipping: shipping(customer, i), payment: { method: 'cod' } });
      while (performance.now() < deadline) {
        try {
          const c0 = performance.now();
          const cart = await post(
            `${base}/api/cart`,
            customer.headers,
            JSON.stringify({ productId: pick(), quantity: 1 }),
          );
          if (cart.status !== 200) {
            count(`cart ${errorType(cart)}`);
            continue;
          }
          cartLatencies.push(performance.now() - c0);
          const t0 = performance.now();
          const res = await post(
            `${base}/api/orders`,
            { ...customer.headers, 'idempotency-key': randomUUID() },
            body,
          );
          if (res.status === 201) {
            latencies.push(performance.now() - t0);
            created += 1;
          } else {
            count(`order ${errorType(res)}`);
          }
        } catch (err) {
          count(`network ${(err as Error).message}`);
        }
      }
    }),
  );
  return {
    created,
    elapsedSeconds: (performance.now() - started) / 1000,
    latencies,
    cartLatencies,
    errors,
    clientCpuMs: (() => {
      const cpu = process.cpuUsage(cpuBefore);
      return (cpu.user + cpu.system) / 1000;
    })(),
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Closes the kept-alive connections (before the server stops). */
export function closeConnections(): void {
  agent.destroy();
}
