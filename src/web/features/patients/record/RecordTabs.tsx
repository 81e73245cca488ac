import { ScrollArea, Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PatientRecord } from '../../../../domain/patients.js';
import type { ClinicRole } from '../../../../domain/roles.js';
import { PatientAttachmentsPanel } from '../attachments/PatientAttachmentsPanel';
import { PatientFormsTab } from '../intake/PatientFormsTab';
import { PatientNotesPanel } from '../notes/PatientNotesPanel';
import { AccessHistoryTab } from './AccessHistoryTab';
import { AppointmentsTab } from './AppointmentsTab';
import { BillingTab } from './BillingTab';
import { DiagnosesTab } from './DiagnosesTab';
import { MessagesTab } from './MessagesTab';
import { OverviewTab } from './OverviewTab';
import { PlansTab } from './PlansTab';
import { recordTabLabels, tabOf, tabsFor, type RecordTab } from './record-tabs';
import { TimelineTab } from './TimelineTab';

interface RecordTabsProps {
  patient: PatientRecord;
  role: ClinicRole | null | undefined;
}

/** The record's sections as tabs; the open one is `?tab=`, so it can be linked and reloaded. */
export function RecordTabs({ patient, role }: RecordTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const allowed = tabsFor(role);
  const active = tabOf(searchParams.get('tab'), allowed);
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the open tab may sit off-screen in the scrolling row (a deep link): bring it in.
  useEffect(() => {
    const tab = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const open = (tab: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (!tab || tab === 'overview') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const panel = (tab: RecordTab) => {
    switch (tab) {
      case 'overview':
        return <OverviewTab patient={patient} role={role} onOpenTab={open} />;
      case 'appointments':
        return <AppointmentsTab patientId={patient.id} />;
      case 'messages':
        return <MessagesTab patientId={patient.id} />;
      case 'diagnoses':
        return <DiagnosesTab patientId={patient.id} />;
      case 'plans':
        return <PlansTab patientId={patient.id} />;
      case 'notes':
        return <PatientNotesPanel patientId={patient.id} />;
      case 'attachments':
        return <PatientAttachmentsPanel patientId={patient.id} />;
      case 'forms':
        return <PatientFormsTab patientId={patient.id} />;
      case 'billing':
        return <BillingTab patient={patient} role={role} />;
      case 'timeline':
        return <TimelineTab patientId={patient.id} />;
      case 'access':
        return <AccessHistoryTab patientId={patient.id} />;
    }
  };

  return (
    <Tabs value={active} onChange={open} keepMounted={false}>
      {/* Eight tabs do not fit a phone: the row scrolls sideways instead of wrapping. */}
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
        <Tabs.List ref={listRef} style={{ flexWrap: 'nowrap' }}>
          {allowed.map((tab) => (
            <Tabs.Tab key={tab} value={tab} style={{ whiteSpace: 'nowrap' }}>
              {recordTabLabels[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      {allowed.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="lg">
          {panel(tab)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
