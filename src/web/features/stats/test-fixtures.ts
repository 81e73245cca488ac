import type { OutstandingReport, RevenueReport } from '../../../domain/billing-reports.js';
import type { Stats } from '../../../domain/stats.js';
import { demoTherapistMember, json, ownerUser } from '../../test/api-mock';

export const ZONE = 'Europe/Belgrade';
export const zero = {
  scheduled: 0,
  confirmed: 0,
  arrived: 0,
  completed: 0,
  cancelled: 0,
  no_show: 0,
};

/** The server test's fortnight (src/server/modules/stats/stats.test.ts). */
export const fortnight: Stats = {
  range: { from: '2026-03-02', to: '2026-03-15', timeZone: ZONE },
  appointments: {
    total: 12,
    byStatus: { scheduled: 1, confirmed: 1, arrived: 1, completed: 6, cancelled: 2, no_show: 1 },
    noShowRate: 1 / 12,
    cancellationRate: 2 / 12,
    perWeek: [
      {
        weekStart: '2026-03-02',
        total: 6,
        byStatus: { ...zero, completed: 4, no_show: 1, cancelled: 1 },
      },
      {
        weekStart: '2026-03-09',
        total: 6,
        byStatus: { ...zero, scheduled: 1, confirmed: 1, arrived: 1, completed: 2, cancelled: 1 },
      },
    ],
  },
  newPatientsPerMonth: [{ month: '2026-03', count: 2 }],
  utilisation: {
    openingMinutes: 7200,
    therapists: [
      {
        therapistId: ownerUser.user.id,
        name: 'Ana Marković',
        bookedMinutes: 225,
        appointments: 5,
        utilisation: 225 / 7200,
      },
      {
        therapistId: demoTherapistMember.userId,
        name: 'Jelena Ilić',
        bookedMinutes: 125,
        appointments: 7,
        utilisation: 125 / 7200,
      },
    ],
  },
  revenue: {
    byService: [
      {
        serviceId: '00000000-0000-4000-8000-0000000000e1',
        name: 'Assessment',
        completed: 2,
        priceMinor: 5000,
        amountMinor: 10000,
        currency: 'EUR',
      },
      {
        serviceId: '00000000-0000-4000-8000-0000000000e2',
        name: '=Follow-up, short',
        completed: 2,
        priceMinor: 3000,
        amountMinor: 6000,
        currency: 'EUR',
      },
      {
        serviceId: '00000000-0000-4000-8000-0000000000e3',
        name: 'Massage',
        completed: 1,
        priceMinor: 4000,
        amountMinor: 4000,
        currency: 'USD',
      },
    ],
    totals: [
      {
        currency: 'EUR',
        // €15 of credit no invoice has taken yet: on no service.
        amountMinor: 17500,
        paymentsMinor: 17500,
        refundsMinor: 0,
        withoutServiceMinor: 1500,
      },
      {
        currency: 'USD',
        amountMinor: 4000,
        paymentsMinor: 4000,
        refundsMinor: 0,
        withoutServiceMinor: 0,
      },
    ],
  },
  treatmentPlans: { active: 2, measured: 2, averagePainChange: -1 },
  jobsByStatus: { pending: 2, in_progress: 0, done: 1 },
};

export const emptyRange: Stats = {
  ...fortnight,
  appointments: {
    total: 0,
    byStatus: zero,
    noShowRate: null,
    cancellationRate: null,
    perWeek: [{ weekStart: '2026-03-02', total: 0, byStatus: zero }],
  },
  newPatientsPerMonth: [{ month: '2026-03', count: 0 }],
  utilisation: { openingMinutes: 3600, therapists: [] },
  revenue: { byService: [], totals: [] },
  treatmentPlans: { active: 0, measured: 0, averagePainChange: null },
  jobsByStatus: { pending: 0, in_progress: 0, done: 0 },
};

/** Nothing received and nothing owed, as a clinic without invoices answers. */
export const noMoneyReceived = (from: string, to: string): RevenueReport => ({
  currency: 'EUR',
  from,
  to,
  groupBy: 'practitioner',
  totalCents: 0,
  rows: [],
});

export const nothingOutstanding: OutstandingReport = {
  currency: 'EUR',
  asOf: '2026-03-15',
  buckets: { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0 },
  invoices: [],
};

/** The billing reports' routes with nothing to show, for tests about the other figures. */
export const emptyReportHandlers = {
  'GET /api/v1/reports/revenue': ({ query }: { query: URLSearchParams }) =>
    json(200, noMoneyReceived(query.get('from')!, query.get('to')!)),
  'GET /api/v1/reports/outstanding': () => json(200, nothingOutstanding),
};

const EUR_PARTS = { currency: 'EUR', from: '2026-03-02', to: '2026-03-15' } as const;

/** €1,500.00 received in the fortnight, by practitioner and by service. */
export const receivedBy: Record<'practitioner' | 'service', RevenueReport> = {
  practitioner: {
    ...EUR_PARTS,
    groupBy: 'practitioner',
    totalCents: 150000,
    rows: [
      { key: ownerUser.user.id, label: 'Ana Marković', amountCents: 123450 },
      { key: demoTherapistMember.userId, label: 'Jelena Ilić', amountCents: 25050 },
      { key: 'unallocated', label: 'Unallocated credit', amountCents: 1500 },
    ],
  },
  service: {
    ...EUR_PARTS,
    groupBy: 'service',
    totalCents: 150000,
    rows: [
      { key: '00000000-0000-4000-8000-0000000000e1', label: 'Assessment', amountCents: 100000 },
      { key: '00000000-0000-4000-8000-0000000000e2', label: 'Follow-up', amountCents: 50000 },
    ],
  },
};

export const OLD_INVOICE_ID = '00000000-0000-4000-8000-00000000f001';

/** Three unpaid invoices as of 15 March: one very late, one late, one not due yet. */
export const threeUnpaid: OutstandingReport = {
  currency: 'EUR',
  asOf: '2026-03-15',
  buckets: { '0-30': 12000, '31-60': 0, '61-90': 4500, '90+': 25000 },
  invoices: [
    {
      id: OLD_INVOICE_ID,
      number: 'INV-2025-0107',
      patientName: 'Ivana Lukić',
      payerName: 'Generali Osiguranje',
      issuedAt: '2025-11-20T10:00:00.000Z',
      dueOn: '2025-12-04',
      daysOverdue: 101,
      ageDays: 115,
      balanceCents: 25000,
      bucket: '90+',
    },
    {
      id: '00000000-0000-4000-8000-00000000f002',
      number: 'INV-2026-0031',
      patientName: 'Marko Jovanović',
      payerName: '',
      // Half past midnight on 6 January in Belgrade.
      issuedAt: '2026-01-05T23:30:00.000Z',
      dueOn: '2026-01-19',
      daysOverdue: 55,
      ageDays: 69,
      balanceCents: 4500,
      bucket: '61-90',
    },
    {
      id: '00000000-0000-4000-8000-00000000f003',
      number: 'INV-2026-0044',
      patientName: 'Petar Nikolić',
      payerName: '',
      issuedAt: '2026-03-10T09:00:00.000Z',
      dueOn: '2026-03-24',
      ageDays: 5,
      balanceCents: 12000,
      bucket: '0-30',
    },
  ],
};
