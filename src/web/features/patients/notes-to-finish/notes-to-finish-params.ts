import { notesToFinishQuerySchema } from '../../../../domain/visit-notes.js';
import { urlField, urlPage } from '../../../components/lists/url-list-params';

/** Whose notes and which page, as kept in the URL (`?therapist=&page=`). */
export const notesToFinishFields = {
  /** A colleague's user id, or '' for the signed-in clinician's own. */
  therapistId: urlField('therapist', notesToFinishQuerySchema.shape.therapistId.unwrap(), ''),
  page: urlPage,
};
