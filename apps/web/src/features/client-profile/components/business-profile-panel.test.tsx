import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { BusinessProfilePanel } from './business-profile-panel.tsx';

const profile = {
  userId: 'TRY-ABC234',
  name: 'Nila',
  businessName: 'Nila Couture',
  businessLogoUrl: null,
  email: 'nila@shop.test',
  gstNo: 'G',
  panNo: 'P',
  mobileNo: '9',
  address: 'A',
  city: 'Kochi',
  pincode: '682001',
  websiteUrl: null,
};

describe('business profile', () => {
  it("shows the store's Client User ID, the code its shoppers register with, and copies it", async () => {
    const events = userEvent.setup();
    renderRoutes([{ path: '/', element: <BusinessProfilePanel profile={profile} /> }], '/');
    const card = screen.getByRole('region', { name: 'Client User ID' });
    expect(within(card).getByText('TRY-ABC234')).toBeInTheDocument();
    await events.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('TRY-ABC234');
    expect(within(card).getByRole('status')).toHaveTextContent('Copied');
  });
});
