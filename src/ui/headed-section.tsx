import { useId, type ReactNode } from 'react';

/**
 * A section named by its heading: the heading's id (made here) is the section's aria-labelledby, so
 * a screen reader's list of regions reads the heading's words. `level` 1 is a screen's own heading
 * (its `page` section), 2 (the default) a part of a screen.
 */
export function HeadedSection(props: {
  title: ReactNode;
  level?: 1 | 2;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const Heading = props.level === 1 ? 'h1' : 'h2';
  return (
    <section className={props.className} aria-labelledby={id}>
      <Heading id={id}>{props.title}</Heading>
      {props.children}
    </section>
  );
}
