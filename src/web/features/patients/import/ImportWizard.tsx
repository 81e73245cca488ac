import { Card, Stack, Stepper, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { DateOrder } from '../../../../domain/import-dates.js';
import {
  autoMapping,
  type ImportKind,
  type ImportReport,
  type ImportResult,
} from '../../../../domain/imports.js';
import { errorMessage } from '../../../lib/server-errors';
import { FileStep, type ChosenFile } from './FileStep';
import { reportOfRefusal, useImportCommit, useImportDryRun } from './import-api';
import { KindStep } from './KindStep';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { ResultStep } from './ResultStep';

const STEPS = ['What', 'File', 'Columns', 'Check', 'Import'] as const;
const TITLES = [
  'What to import',
  'Choose the file',
  'Match the columns',
  'Check the result',
  'Import done',
] as const;

/**
 * The five steps of an import (the fifth, the result, shows every step complete); a step's
 * choices are kept until an earlier one changes.
 */
export function ImportWizard() {
  const narrow = useMediaQuery('(max-width: 36em)');
  const [step, setStep] = useState(0);
  const [kind, setKind] = useState<ImportKind>('patients');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [dateOrder, setDateOrder] = useState<DateOrder | null>(null);
  const [skipDuplicates, setSkipDuplicates] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dryRun = useImportDryRun();
  const commit = useImportCommit();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Keyboard and screen-reader users land on the new step's heading, not on the page's start.
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  function chooseFile(next: ChosenFile | null) {
    setFile(next);
    setMapping(next ? autoMapping(kind, next.headers.headers) : {});
    setDateOrder(null);
    setReport(null);
    dryRun.reset();
  }

  const chosenDateOrder = () => (dateOrder ? { dateOrder } : {});

  function check(skip = skipDuplicates) {
    if (!file) return;
    setFailure(null);
    dryRun.mutate(
      { kind, csv: file.text, mapping, skipDuplicates: skip, ...chosenDateOrder() },
      {
        onSuccess: (next) => {
          setReport(next);
          setStep(3);
        },
      },
    );
  }

  function runImport() {
    if (!file) return;
    setFailure(null);
    commit.mutate(
      { kind, csv: file.text, mapping, skipDuplicates, ...chosenDateOrder() },
      {
        onSuccess: (next) => {
          setResult(next);
          setStep(5);
        },
        onError: (error) => {
          const refused = reportOfRefusal(error);
          if (refused) setReport(refused);
          setFailure(errorMessage(error));
        },
      },
    );
  }

  function restart() {
    chooseFile(null);
    setResult(null);
    setSkipDuplicates(false);
    setStep(0);
  }

  return (
    <Card withBorder padding={narrow ? 'sm' : 'lg'}>
      <Stepper
        active={step}
        onStepClick={(target) => target < step && step < 5 && setStep(target)}
        size="sm"
        iconSize={narrow ? 28 : undefined}
        allowNextStepsSelect={false}
      >
        {STEPS.map((label, index) => (
          <Stepper.Step
            key={label}
            label={narrow ? undefined : label}
            aria-label={`Step ${index + 1}: ${label}`}
          >
            <Stack gap="md">
              <Title order={2} size="h4" ref={heading} tabIndex={-1}>
                {`${index + 1}. ${TITLES[index]}`}
              </Title>
              {index === 0 && (
                <KindStep
                  kind={kind}
                  onChange={(next) => {
                    setKind(next);
                    setFile(null);
                    setMapping({});
                    setDateOrder(null);
                    setReport(null);
                  }}
                  onNext={() => setStep(1)}
                />
              )}
              {index === 1 && (
                <FileStep
                  kind={kind}
                  chosen={file}
                  onChosen={chooseFile}
                  onBack={() => setStep(0)}
                  onNext={() => setStep(2)}
                />
              )}
              {index === 2 && file && (
                <MappingStep
                  kind={kind}
                  file={file}
                  mapping={mapping}
                  onChange={setMapping}
                  dateOrder={dateOrder}
                  onDateOrder={setDateOrder}
                  onBack={() => setStep(1)}
                  onCheck={() => check()}
                  checking={dryRun.isPending}
                  error={dryRun.error}
                />
              )}
              {index === 3 && report && (
                <PreviewStep
                  kind={kind}
                  report={report}
                  skipDuplicates={skipDuplicates}
                  onSkipDuplicates={(skip) => {
                    setSkipDuplicates(skip);
                    check(skip);
                  }}
                  checking={dryRun.isPending}
                  onBack={() => setStep(2)}
                  onImport={runImport}
                  importing={commit.isPending}
                  failure={failure ?? (dryRun.isError ? errorMessage(dryRun.error) : null)}
                />
              )}
            </Stack>
          </Stepper.Step>
        ))}
        <Stepper.Completed>
          {result && (
            <Stack gap="md">
              <Title order={2} size="h4" ref={heading} tabIndex={-1}>
                {TITLES[4]}
              </Title>
              <ResultStep kind={kind} result={result} onAnother={restart} />
            </Stack>
          )}
        </Stepper.Completed>
      </Stepper>
    </Card>
  );
}
