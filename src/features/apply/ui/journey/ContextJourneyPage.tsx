import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactElement } from 'react';
import { Alert } from '../../../../design-system/Alert';
import { Button } from '../../../../design-system/Button';
import { Loader } from '../../../../design-system/Loader';
import { Tile } from '../../../../design-system/Tile';
import { Wrapper } from '../../../../design-system/Wrapper';
import type { JourneySpec } from '../../stores/journeys/JourneySpec';
import { ApplicationPage } from './ApplicationPage';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

interface Props<T> {
  title: string;
  data: Loaded<T>;
  load: () => Promise<void>;
  build: (value: T) => JourneySpec;
  /** The words when the data leaves nothing to apply for (no everyday account, no home loan). */
  empty?: (value: T) => string | null;
}

/** A journey whose questions offer the bank's data (products, the customer's accounts): loaded first, then the engine. */
function ContextJourney<T>({ title, data, load, build, empty }: Props<T>) {
  useEffect(() => { void load(); }, [load]);
  const value = data.status === 'ready' ? data.value : null;
  const journey = useMemo(() => (value === null ? null : build(value)), [value, build]);
  if (data.status === 'failed') {
    return (
      <Wrapper narrow><Tile className="journey">
        <h1>{title}</h1>
        <Alert tone="error">We couldn&apos;t load this application just now.</Alert>
        <Button variant="primary" onClick={() => { void load(); }}>Try again</Button>
      </Tile></Wrapper>
    );
  }
  if (value === null || journey === null) return <Wrapper narrow><Loader label="Loading your application..." /></Wrapper>;
  const nothing = empty?.(value);
  if (nothing) {
    return <Wrapper narrow><Tile className="journey"><h1>{title}</h1><Alert tone="info">{nothing}</Alert></Tile></Wrapper>;
  }
  return <ApplicationPage journey={journey} />;
}

/** Observes the loading data, so the journey appears once it is there. */
export const ContextJourneyPage = observer(ContextJourney) as <T>(props: Props<T>) => ReactElement;
