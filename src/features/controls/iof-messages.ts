/** Why a course file is refused, in words naming the line or element the reader stopped at. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IofReadFailure } from './iof-xml-reader';

export function iofReadErrorMessage(failure: IofReadFailure): MessageDescriptor {
  const { line, element = '' } = failure;
  switch (failure.error) {
    case 'NOT_XML':
      return line === undefined
        ? msg`The file is not readable XML. Export the courses as IOF XML 3.0 again and try again.`
        : msg`The file is not readable XML: the error is on line ${line}. Export the courses as IOF XML 3.0 again and try again.`;
    case 'NOT_IOF_3':
      return msg`This is not an IOF XML 3.0 course file: it holds <${element}>, not <CourseData> of IOF XML 3.0. Export the courses as IOF XML 3.0 from your course setting program and try again.`;
    case 'CONTROL_WITHOUT_ID':
      return msg`<${element}> in the file has no <Id> (control code). Export the file again.`;
    case 'NO_POSITIONS':
      return msg`The file has no control positions (latitude and longitude). Export it again from a georeferenced map.`;
  }
}

export function courseLevelsImportedMessage(count: number): MessageDescriptor {
  return msg`Levels imported from the course file: ${count}`;
}
