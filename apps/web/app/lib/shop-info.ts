/**
 * Shop details shown in the footer. The store profile in admin Settings will own these once the
 * settings module reaches the storefront's load context; until then they live here, in one place.
 */
export const shopInfo = {
  legalName: 'Propwash Hobbies',
  tagline:
    'Planes, helicopters, drones, cars, boats and the parts that keep them flying, shipped across India by hobbyists who fly them.',
  email: 'support@propwash.in',
  supportHours: 'Mon–Sat, 9 AM – 6 PM',
  address: 'Bengaluru, Karnataka, India',
} as const;
