/**
 * Grievances (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)): acknowledged within 48
 * hours and resolved within one month of receipt (docs/decisions/grievances.md).
 */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 48;
export const GRIEVANCE_RESOLVE_DAYS = 30;

/** A ticket number: GRV- and eight characters that cannot be confused (no 0/O, 1/I). */
export const GRIEVANCE_TICKET_PATTERN = /^GRV-[A-HJ-NP-Z2-9]{8}$/;
