/**
 * All 28 states and 8 union territories of India, with the postal region used for warehouses and
 * the GST state code (the first two digits of a GSTIN, printed on invoices).
 */
export const indianStates = [
  { code: 'AP', name: 'Andhra Pradesh', kind: 'state', region: 'south', gstCode: '37' },
  { code: 'AR', name: 'Arunachal Pradesh', kind: 'state', region: 'east', gstCode: '12' },
  { code: 'AS', name: 'Assam', kind: 'state', region: 'east', gstCode: '18' },
  { code: 'BR', name: 'Bihar', kind: 'state', region: 'east', gstCode: '10' },
  { code: 'CG', name: 'Chhattisgarh', kind: 'state', region: 'west', gstCode: '22' },
  { code: 'GA', name: 'Goa', kind: 'state', region: 'west', gstCode: '30' },
  { code: 'GJ', name: 'Gujarat', kind: 'state', region: 'west', gstCode: '24' },
  { code: 'HR', name: 'Haryana', kind: 'state', region: 'north', gstCode: '06' },
  { code: 'HP', name: 'Himachal Pradesh', kind: 'state', region: 'north', gstCode: '02' },
  { code: 'JH', name: 'Jharkhand', kind: 'state', region: 'east', gstCode: '20' },
  { code: 'KA', name: 'Karnataka', kind: 'state', region: 'south', gstCode: '29' },
  { code: 'KL', name: 'Kerala', kind: 'state', region: 'south', gstCode: '32' },
  { code: 'MP', name: 'Madhya Pradesh', kind: 'state', region: 'west', gstCode: '23' },
  { code: 'MH', name: 'Maharashtra', kind: 'state', region: 'west', gstCode: '27' },
  { code: 'MN', name: 'Manipur', kind: 'state', region: 'east', gstCode: '14' },
  { code: 'ML', name: 'Meghalaya', kind: 'state', region: 'east', gstCode: '17' },
  { code: 'MZ', name: 'Mizoram', kind: 'state', region: 'east', gstCode: '15' },
  { code: 'NL', name: 'Nagaland', kind: 'state', region: 'east', gstCode: '13' },
  { code: 'OD', name: 'Odisha', kind: 'state', region: 'east', gstCode: '21' },
  { code: 'PB', name: 'Punjab', kind: 'state', region: 'north', gstCode: '03' },
  { code: 'RJ', name: 'Rajasthan', kind: 'state', region: 'north', gstCode: '08' },
  { code: 'SK', name: 'Sikkim', kind: 'state', region: 'east', gstCode: '11' },
  { code: 'TN', name: 'Tamil Nadu', kind: 'state', region: 'south', gstCode: '33' },
  { code: 'TS', name: 'Telangana', kind: 'state', region: 'south', gstCode: '36' },
  { code: 'TR', name: 'Tripura', kind: 'state', region: 'east', gstCode: '16' },
  { code: 'UP', name: 'Uttar Pradesh', kind: 'state', region: 'north', gstCode: '09' },
  { code: 'UK', name: 'Uttarakhand', kind: 'state', region: 'north', gstCode: '05' },
  { code: 'WB', name: 'West Bengal', kind: 'state', region: 'east', gstCode: '19' },
  { code: 'AN', name: 'Andaman and Nicobar Islands', kind: 'ut', region: 'east', gstCode: '35' },
  { code: 'CH', name: 'Chandigarh', kind: 'ut', region: 'north', gstCode: '04' },
  {
    code: 'DH',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    kind: 'ut',
    region: 'west',
    gstCode: '26',
  },
  { code: 'DL', name: 'Delhi', kind: 'ut', region: 'north', gstCode: '07' },
  { code: 'JK', name: 'Jammu and Kashmir', kind: 'ut', region: 'north', gstCode: '01' },
  { code: 'LA', name: 'Ladakh', kind: 'ut', region: 'north', gstCode: '38' },
  { code: 'LD', name: 'Lakshadweep', kind: 'ut', region: 'south', gstCode: '31' },
  { code: 'PY', name: 'Puducherry', kind: 'ut', region: 'south', gstCode: '34' },
] as const;

export type IndianState = (typeof indianStates)[number];
export type StateName = IndianState['name'];
export type Region = IndianState['region'];

export const stateNames = indianStates.map((s) => s.name) as [StateName, ...StateName[]];
