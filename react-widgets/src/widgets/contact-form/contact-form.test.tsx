import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactFormLabels, pickerLabels } from '../../test/messages';
import { ContactForm } from './contact-form';

const labels = contactFormLabels;
const limits = { name: 200, email: 254, company: 200, message: 5000 };
const directory = [{ value: 'group;sales', title: 'Sales', props: { subtitle: 'Quotes' } }];

function setup() {
  const onEvent = vi.fn();
  render(<ContactForm directory={directory} privacyHref="/informativa-startup#privacy" labels={labels} pickerLabels={pickerLabels} limits={limits} callbacks={{ onEvent }} />);
  return { onEvent, user: userEvent.setup() };
}

describe('ContactForm', () => {
  it('explains what is missing and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(labels.errorSummary);
    expect(screen.getByText(labels.errorConsent)).toBeInTheDocument();
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
    await user.click(screen.getByRole('combobox', { name: pickerLabels.label }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onEvent).toHaveBeenCalledWith({ type: 'recipient', value: 'group;sales' });
    await user.click(screen.getByRole('checkbox'));
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    await user.click(send);
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    release();
    expect(await screen.findByText(labels.success)).toBeInTheDocument();
    expect(fetchSpy.mock.calls.filter(([url]) => url === '/v1/contacts')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});
