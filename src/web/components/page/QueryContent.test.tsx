import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http';
import { deferred } from '../../test/deferred';
import { AppProviders } from '../AppProviders';
import { QueryContent } from './QueryContent';

function Names({ queryFn }: { queryFn: () => Promise<string[]> }) {
  const names = useQuery({ queryKey: ['names'], queryFn, retry: false });
  return (
    <QueryContent
      query={names}
      loadingLabel="Loading names"
      errorTitle="We couldn't load the names."
      empty={<p>No names yet.</p>}
    >
      {(data) => <p>{data.join(', ')}</p>}
    </QueryContent>
  );
}

function renderNames(queryFn: () => Promise<string[]>) {
  render(
    <AppProviders env="test">
      <QueryClientProvider client={new QueryClient()}>
        <Names queryFn={queryFn} />
      </QueryClientProvider>
    </AppProviders>,
  );
}

describe('a section that loads its data (settings cards and lists)', () => {
  it('holds a named, busy placeholder until the answer, then shows the data', async () => {
    const answer = deferred<string[]>();
    renderNames(() => answer.promise);
    expect(screen.getByLabelText('Loading names')).toHaveAttribute('aria-busy', 'true');
    answer.release(['Ana', 'Jelena']);
    expect(await screen.findByText('Ana, Jelena')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading names')).not.toBeInTheDocument();
  });

  it('says when the list is empty', async () => {
    renderNames(() => Promise.resolve([]));
    expect(await screen.findByText('No names yet.')).toBeInTheDocument();
  });

  it("shows a failure with the server's sentence, and Try again reads it anew", async () => {
    const user = userEvent.setup({ delay: null });
    const queryFn = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(
        new ApiError(403, { msg: 'You do not have access to this clinic.', code: 'FORBIDDEN' }),
      )
      .mockResolvedValueOnce(['Ana']);
    renderNames(queryFn);
    expect(await screen.findByText("We couldn't load the names.")).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this clinic.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
