import { z } from 'zod';

/**
 * The serial numbers of each drone unit shipped (Drone Rules 2021: the UIN on Digital Sky is tied
 * to the aircraft's, its flight controller's and its remote's serials, and a transfer names them).
 * Recorded at packing, before the invoice that prints them (docs/decisions/drones.md).
 */
const serial = (label: string) =>
  z
    .string({ error: `Please enter the ${label} serial number` })
    .trim()
    .min(3, `Please enter the ${label} serial number`)
    .max(60, `The ${label} serial number must be at most 60 characters`)
    .regex(/^[A-Za-z0-9./_-]+$/, `The ${label} serial number has only letters, digits and . / _ -`);

export const droneUnitSchema = z.object({
  orderItemId: z.uuid(),
  aircraft: serial('aircraft'),
  flightController: serial('flight controller'),
  remote: serial('remote'),
});
export type DroneUnitInput = z.infer<typeof droneUnitSchema>;

/** PUT /api/orders/admin/:id/drone-units: every unit of every drone line, the whole list. */
export const droneUnitsBodySchema = z.object({
  units: z.array(droneUnitSchema).min(1, 'Enter the serial numbers of each drone').max(200),
});
export type DroneUnitsBody = z.infer<typeof droneUnitsBodySchema>;

/** One drone unit as the order and the invoice answer it. */
export const droneUnitViewSchema = droneUnitSchema.extend({ unit: z.number().int() });
export type DroneUnitView = z.infer<typeof droneUnitViewSchema>;
