/** Test helpers of the dashboards: real providers and router, data factories. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@irt/shared-ui/AppProviders';
import type { Paged } from '@irt/api/contract';
import type { DashboardTraining, ExpenseSummary } from './api/types';

export function renderDashboard(ui: ReactElement) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

let nextId = 100;

export function makeTraining(overrides: Partial<DashboardTraining> = {}): DashboardTraining {
  nextId += 1;
  return {
    id: nextId,
    title: `Formation ${nextId}`,
    // Local times, so the expected French dates do not depend on the machine's time zone.
    start_date: '2026-03-02T09:00:00',
    end_date: '2026-03-04T17:00:00',
    place: { id: 1, name: 'Maison des syndicats' },
    category: { id: 1, name: 'Droit du travail' },
    type: { id: 1, name: 'Stage' },
    color: '#3f51b5',
    status: { id: 3, name: 'Publiée' },
    max_attendees: 20,
    registered_count: 12,
    confirmed_count: 10,
    pre_registered_count: 3,
    waiting_count: 0,
    inscription_rate: 60,
    invitationsTobeSent: 2,
    registeredTrainees: 15,
    expensesToHandle: 0,
    presenceCertificates: 0,
    alerts: [],
    totalAlerts: 0,
    createdBy: { id: 1, name: 'Admin Démo' },
    ...overrides,
  };
}

/** A page of a paged answer, as the API sends it. */
export function pageOf<T>(data: T[], page = 1, lastPage = 1, total = data.length): Paged<T> {
  return { data, current_page: page, last_page: lastPage, per_page: 7, total };
}

export const emptyPage = <T,>(): Paged<T> => pageOf<T>([]);

let nextExpenseId = 1;

export function makeExpense(overrides: Partial<ExpenseSummary> = {}): ExpenseSummary {
  nextExpenseId += 1;
  return {
    id: nextExpenseId,
    profile_id: 40 + nextExpenseId,
    profile_name: 'Jean Dupont',
    role: 'Stagiaire',
    amount: 50,
    status: { id: 2, name: 'À payer' },
    ...overrides,
  };
}
