/** The words of the post report choices, shared by the dialog and the control's details. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PostReportKind } from '../../domain/schemas/post-report';

export const REPORT_KIND_WORDS: Record<
  PostReportKind,
  { title: MessageDescriptor; hint: MessageDescriptor; reported: MessageDescriptor }
> = {
  MISSING: {
    title: msg`Missing`,
    hint: msg`The post is not there.`,
    reported: msg`missing`,
  },
  DAMAGED: {
    title: msg`Damaged`,
    hint: msg`Broken, torn, or the code cannot be read.`,
    reported: msg`damaged`,
  },
  MISPLACED: {
    title: msg`In the wrong place`,
    hint: msg`Not where the map shows it.`,
    reported: msg`in the wrong place`,
  },
};
