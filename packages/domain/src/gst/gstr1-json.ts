/**
 * The shapes of GSTR-1 (docs/decisions/gstr-1.md): what the builder reads (the documents' printed
 * lines, in paise) and the GST portal offline tool's JSON it writes (rupees, the tool's field
 * names). Types only.
 */
import type { Paise } from '../money.ts';

/** One printed line of an invoice or credit note (the shipping charge is a line, SAC 996812). */
export type Gstr1Line = {
  hsnCode: string;
  description: string;
  quantity: number;
  taxablePaise: Paise;
  gstRateBp: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
};

/**
 * A tax invoice, or a credit note (`creditNote` set), as printed: the parts of the server's
 * InvoiceDocument that GSTR-1 reads. A credit note keeps its invoice's number, date, parties and
 * place of supply, with its own lines and totals.
 */
export type Gstr1Document = {
  invoiceNumber: string;
  /** YYYY-MM-DD, India time. */
  invoiceDate: string;
  placeOfSupply: { stateCode: string };
  seller: { gstin: string; stateCode: string };
  /** CGST + SGST when true, IGST when false. */
  isIntraState: boolean;
  lines: Gstr1Line[];
  /** The amount payable, round off included: the invoice value (`val`). */
  totals: { totalPaise: Paise };
  /** Set on a credit note: its number and date (YYYY-MM-DD, India time). */
  creditNote?: { number: string; date: string };
};

/** A business buyer's registration; null: a consumer (unregistered). */
export type Gstr1Buyer = { gstin: string; legalName: string } | null;

export type Gstr1Invoice = { document: Gstr1Document; buyer: Gstr1Buyer };

export type Gstr1CreditNote = {
  /** The credit note's document (`creditNote` set). */
  document: Gstr1Document;
  buyer: Gstr1Buyer;
  /** The value of the invoice it is against: it decides B2CL (CDNUR) or B2CS. */
  invoiceValuePaise: Paise;
};

export type Gstr1Input = {
  /** The registration filing. */
  gstin: string;
  /** YYYY-MM. */
  period: string;
  /** Invoices issued under `gstin`; those not dated in `period` are left out. */
  invoices: Gstr1Invoice[];
  /** Credit notes against `gstin`'s invoices; those not dated in `period` are left out. */
  creditNotes: Gstr1CreditNote[];
  /** Receipt vouchers issued in the period (their numbers), for the documents-issued table. */
  receiptVouchers?: string[];
};

// ---- The portal's JSON (GST offline tool field names) -------------------------------------

/** The tax of one rate on a document: IGST inter-state, CGST + SGST intra-state. */
export type Gstr1ItemDetail = {
  txval: number;
  rt: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
};
export type Gstr1Item = { num: number; itm_det: Gstr1ItemDetail };
export type Gstr1B2bInvoice = {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
};
export type Gstr1B2clInvoice = { inum: string; idt: string; val: number; itms: Gstr1Item[] };
export type Gstr1B2csRow = {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
  rt: number;
  txval: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
};
export type Gstr1RegisteredNote = {
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
};
export type Gstr1UnregisteredNote = {
  typ: 'B2CL';
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  itms: Gstr1Item[];
};
export type Gstr1HsnRow = {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: 'NOS' | 'NA';
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
};
export type Gstr1DocumentRange = {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
};
export type Gstr1DocumentKind = { doc_num: number; doc_typ: string; docs: Gstr1DocumentRange[] };

export type Gstr1Json = {
  gstin: string;
  /** MMYYYY */
  fp: string;
  version: string;
  hash: string;
  b2b: Array<{ ctin: string; inv: Gstr1B2bInvoice[] }>;
  b2cl: Array<{ pos: string; inv: Gstr1B2clInvoice[] }>;
  b2cs: Gstr1B2csRow[];
  cdnr: Array<{ ctin: string; nt: Gstr1RegisteredNote[] }>;
  cdnur: Gstr1UnregisteredNote[];
  hsn: { hsn_b2b: Gstr1HsnRow[]; hsn_b2c: Gstr1HsnRow[] };
  doc_issue: { doc_det: Gstr1DocumentKind[] };
};
