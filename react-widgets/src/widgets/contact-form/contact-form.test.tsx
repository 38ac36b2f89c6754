import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form';

const labels = {
  title: 'Write to us', name: 'Name', email: 'E-mail', company: 'Company', message: 'Message',
  privacyBefore: 'I have read the ', privacyLink: 'privacy notice', privacyAfter: '.', submit: 'Send', sending: 'Sending…',
  success: 'Thank you', errorGeneric: 'Could not send', errorRequired: 'Required', errorEmail: 'Bad e-mail',
  errorConsent: 'Consent needed', errorTooLong: 'At most {max}', errorSummary: 'Check the fields',
  errorRateLimited: 'Wait {seconds} s', pickerLabel: 'Team', pickerPlaceholder: 'Search', pickerNoResults: 'None',
};
const directory = [{ value: 'group;sales', title: 'Sales', props: { subtitle: 'Quotes' } }];

function setup() {
  const onEvent = vi.fn();
  render(<ContactForm directory={directory} privacyHref="/informativa-startup#privacy" labels={labels} callbacks={{ onEvent }} />);
  return { onEvent, user: userEvent.setup() };
}

describe('ContactForm', () => {
  it('explains what is missing and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields');
    expect(screen.getByText('Consent needed')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends once however often the button is pressed, then thanks the visitor', async () => {
    let release: () => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      if (url === '/api/csrf-cookie') return new Response(JSON.stringify({ token: 't' }), { status: 200 });
      await new Promise<void>((resolve) => (release = resolve));
      return new Response(JSON.stringify({ Status: 'success', success: true, message: 'ok', Errors: [] }), { status: 201 });
    });
    const { user, onEvent } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Team' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onEvent).toHaveBeenCalledWith({ type: 'recipient', value: 'group;sales' });
    await user.click(screen.getByRole('checkbox'));
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    await user.click(send);
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    release();
    expect(await screen.findByText('Thank you')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.filter(([url]) => url === '/v1/contacts')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});
