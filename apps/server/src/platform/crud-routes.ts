import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deleted, deletedSchema, recordIdParams, type Routes, type Out } from './routes.ts';

type IdParams = z.ZodObject<{ id: z.ZodString }>;

/** An admin resource edited record by record (banners, payment methods, coupons, users ...). */
export type CrudResource<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> = {
  /** POST here creates; PUT and DELETE `${url}/:id` change and delete. */
  url: string;
  item: Item;
  /** How an id in the path is checked (a malformed one answers like an unknown one). */
  params?: IdParams;
  /** The unpaged list of every record, at its own path. */
  list?: { url: string; summary: string; run: () => Promise<z.input<Item>[]> };
  create: {
    summary: string;
    body: Create;
    run: (body: Out<Create>, request: FastifyRequest) => Promise<z.input<Item>>;
  };
  update: {
    summary: string;
    body: Update;
    run: (id: string, body: Out<Update>, request: FastifyRequest) => Promise<z.input<Item>>;
  };
  remove: {
    summary: string;
    run: (id: string, request: FastifyRequest) => Promise<unknown>;
    /** Answer `{ message }` instead of `{ deleted: true }`. */
    message?: string;
  };
};

/** The usual admin routes of a resource: list, create (201), update and delete by id. */
export function crudRoutes<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(route: Routes, resource: CrudResource<Item, Create, Update>) {
  const { url, item, list, create, update, remove } = resource;
  const params = resource.params ?? recordIdParams;
  if (list) {
    route.get(list.url, { summary: list.summary, data: z.array(item) }, () => list.run());
  }
  route.post(url, { summary: create.summary, body: create.body, data: item, status: 201 }, (r) =>
    create.run(r.body, r),
  );
  route.put(`${url}/:id`, { summary: update.summary, params, body: update.body, data: item }, (r) =>
    update.run(r.params.id, r.body, r),
  );
  const message = remove.message;
  if (message === undefined) {
    route.delete(
      `${url}/:id`,
      { summary: remove.summary, params, data: deletedSchema },
      async (r) => {
        await remove.run(r.params.id, r);
        return deleted;
      },
    );
  } else {
    const data = z.object({ message: z.string() });
    route.delete(`${url}/:id`, { summary: remove.summary, params, data }, async (r) => {
      await remove.run(r.params.id, r);
      return { message };
    });
  }
}
