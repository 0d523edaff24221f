/** All 28 states and 8 union territories of India, with the postal region used for warehouses. */
export const indianStates = [
  { code: 'AP', name: 'Andhra Pradesh', kind: 'state', region: 'south' },
  { code: 'AR', name: 'Arunachal Pradesh', kind: 'state', region: 'east' },
  { code: 'AS', name: 'Assam', kind: 'state', region: 'east' },
  { code: 'BR', name: 'Bihar', kind: 'state', region: 'east' },
  { code: 'CG', name: 'Chhattisgarh', kind: 'state', region: 'west' },
  { code: 'GA', name: 'Goa', kind: 'state', region: 'west' },
  { code: 'GJ', name: 'Gujarat', kind: 'state', region: 'west' },
  { code: 'HR', name: 'Haryana', kind: 'state', region: 'north' },
  { code: 'HP', name: 'Himachal Pradesh', kind: 'state', region: 'north' },
  { code: 'JH', name: 'Jharkhand', kind: 'state', region: 'east' },
  { code: 'KA', name: 'Karnataka', kind: 'state', region: 'south' },
  { code: 'KL', name: 'Kerala', kind: 'state', region: 'south' },
  { code: 'MP', name: 'Madhya Pradesh', kind: 'state', region: 'west' },
  { code: 'MH', name: 'Maharashtra', kind: 'state', region: 'west' },
  { code: 'MN', name: 'Manipur', kind: 'state', region: 'east' },
  { code: 'ML', name: 'Meghalaya', kind: 'state', region: 'east' },
  { code: 'MZ', name: 'Mizoram', kind: 'state', region: 'east' },
  { code: 'NL', name: 'Nagaland', kind: 'state', region: 'east' },
  { code: 'OD', name: 'Odisha', kind: 'state', region: 'east' },
  { code: 'PB', name: 'Punjab', kind: 'state', region: 'north' },
  { code: 'RJ', name: 'Rajasthan', kind: 'state', region: 'north' },
  { code: 'SK', name: 'Sikkim', kind: 'state', region: 'east' },
  { code: 'TN', name: 'Tamil Nadu', kind: 'state', region: 'south' },
  { code: 'TS', name: 'Telangana', kind: 'state', region: 'south' },
  { code: 'TR', name: 'Tripura', kind: 'state', region: 'east' },
  { code: 'UP', name: 'Uttar Pradesh', kind: 'state', region: 'north' },
  { code: 'UK', name: 'Uttarakhand', kind: 'state', region: 'north' },
  { code: 'WB', name: 'West Bengal', kind: 'state', region: 'east' },
  { code: 'AN', name: 'Andaman and Nicobar Islands', kind: 'ut', region: 'east' },
  { code: 'CH', name: 'Chandigarh', kind: 'ut', region: 'north' },
  { code: 'DH', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'ut', region: 'west' },
  { code: 'DL', name: 'Delhi', kind: 'ut', region: 'north' },
  { code: 'JK', name: 'Jammu and Kashmir', kind: 'ut', region: 'north' },
  { code: 'LA', name: 'Ladakh', kind: 'ut', region: 'north' },
  { code: 'LD', name: 'Lakshadweep', kind: 'ut', region: 'south' },
  { code: 'PY', name: 'Puducherry', kind: 'ut', region: 'south' },
] as const;

export type IndianState = (typeof indianStates)[number];
export type StateName = IndianState['name'];
export type Region = IndianState['region'];

export const stateNames = indianStates.map((s) => s.name) as [StateName, ...StateName[]];
