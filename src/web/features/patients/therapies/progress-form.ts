import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { progressInputSchema, type ProgressInput } from '../../../../domain/treatment-plans.js';
import { todayIso } from './plan-display';

type ProgressFields = z.input<typeof progressInputSchema>;
export type RangeOfMotionValues = NonNullable<ProgressFields['rangeOfMotion']>[number];

/** The record-progress form: the API's input, the readings always a list. */
export type ProgressFormValues = ProgressFields & { rangeOfMotion: RangeOfMotionValues[] };
export type ProgressFormApi = UseFormReturn<ProgressFormValues, unknown, ProgressInput>;

export const progressFormResolver = zodResolver(progressInputSchema) as unknown as Resolver<
  ProgressFormValues,
  unknown,
  ProgressInput
>;

export function newProgressValues(recordedOn = todayIso()): ProgressFormValues {
  return {
    recordedOn,
    pain: null,
    score: null,
    outcomeMeasure: '',
    rangeOfMotion: [],
    notes: '',
  };
}

export const emptyReading = (): RangeOfMotionValues => ({
  joint: '',
  movement: '',
  degrees: null as unknown as number,
});

const SERVER_FIELD =
  /^(recordedOn|pain|score|outcomeMeasure|rangeOfMotion|notes)$|^rangeOfMotion\.\d+\.(joint|movement|degrees)$/;

export function isProgressFormField(key: string): boolean {
  return SERVER_FIELD.test(key);
}
