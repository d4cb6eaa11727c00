import { Alert, Badge, Button, Group, Loader, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { addDays, fromLocal, toLocal } from '@pms/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { parseRuDate } from '../../../ui/parseRuDate.ts';
import { useAvailability } from '../../booking-editor/hooks/useAvailability.ts';
import type { ReserveTarget } from '../types/reserveTarget.ts';

interface FreeRoomFinderProps {
  opened: boolean;
  company: CompanyInfoResponse;
  onClose: () => void;
  /** The chosen room and dates: the usual reserve dialog opens on them. */
  onReserve: (target: ReserveTarget) => void;
}

const count = (value: string | number, min: number) => Math.max(min, Math.floor(Number(value) || 0));

/**
 * 'Найти свободный номер' (issue 28, item 9): dates and guests in, the categories that fit them (the
 * domain's checkGuestsFit, on the server) with their rooms free for the stay out; 'Забронировать' opens
 * the usual reserve dialog on that room and those nights. Check-in and check-out are the property's
 * standard times.
 */
export function FreeRoomFinder({ opened, company, onClose, onReserve }: FreeRoomFinderProps) {
  const { t } = useTranslation();
  const tz = company.timezone;
  const today = toLocal(Date.now() / 1000, tz).date;
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 1));
  const [adults, setAdults] = useState(1);
  const [children, setChildren] = useState(0);
  const checkIn = fromLocal(from, company.check_in_time, tz);
  const checkOut = fromLocal(to, company.check_out_time, tz);
  const answer = useAvailability(
    opened ? { check_in: checkIn, check_out: checkOut, adults, children } : null,
  );
  // A room category offers its free rooms; a hostel its free beds, each a place of its own.
  const found = (answer.data?.categories ?? [])
    .filter((c) => c.fits)
    .map((c) => ({
      ...c,
      places:
        c.category_type === 'koika'
          ? c.rooms.flatMap((r) =>
              r.beds
                .filter((b) => b.free)
                .map((b) => ({ key: `bed-${b.id}`, room: r, bed: b, label: `${r.name} · ${b.name}` })),
            )
          : c.rooms
              .filter((r) => r.free)
              .map((r) => ({ key: `room-${r.id}`, room: r, bed: null, label: r.name })),
    }))
    .filter((c) => c.places.length > 0);
  const pickFrom = (date: string | null) => {
    if (!date) return;
    setFrom(date);
    if (to <= date) setTo(addDays(date, 1));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('calendar.finder.title')} size="lg">
      <Stack gap="sm" data-testid="free-room-finder">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateInput
            label={t('calendar.finder.checkIn')}
            valueFormat="DD.MM.YYYY"
            dateParser={parseRuDate}
            value={from}
            onChange={pickFrom}
            w={140}
          />
          <DateInput
            label={t('calendar.finder.checkOut')}
            valueFormat="DD.MM.YYYY"
            dateParser={parseRuDate}
            value={to}
            minDate={addDays(from, 1)}
            onChange={(date) => date && setTo(date)}
            w={140}
          />
          <NumberInput
            label={t('calendar.finder.adults')}
            value={adults}
            min={1}
            max={100}
            onChange={(v) => setAdults(count(v, 1))}
            w={100}
          />
          <NumberInput
            label={t('calendar.finder.children')}
            value={children}
            min={0}
            max={100}
            onChange={(v) => setChildren(count(v, 0))}
            w={100}
          />
        </Group>
        {answer.isError ? (
          <Alert color="red">{errorMessage(answer.error)}</Alert>
        ) : !answer.data ? (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="sm">{t('calendar.finder.counting')}</Text>
          </Group>
        ) : found.length === 0 ? (
          <Alert color="gray" data-testid="finder-nothing">
            {t('calendar.finder.nothing', { guests: t('calendar.finder.guests', { adults, children }) })}
          </Alert>
        ) : (
          found.map((category) => (
            <Stack key={category.id} gap={4} data-testid={`finder-category-${category.id}`}>
              <Group gap="xs">
                <Text fw={600}>{category.name}</Text>
                <Text size="xs" c="dimmed">
                  {t('calendar.finder.places', {
                    places: category.place_number,
                    extra: category.additional_place,
                  })}
                </Text>
                <Badge variant="light" color="teal">
                  {t('calendar.finder.freeCount', { count: category.places.length })}
                </Badge>
              </Group>
              <Group gap="xs" wrap="wrap">
                {category.places.map(({ key, room, bed, label }) => (
                  <Button
                    key={key}
                    size="xs"
                    variant="light"
                    data-testid={bed ? `finder-bed-${bed.id}` : `finder-room-${room.id}`}
                    aria-label={`${t('calendar.finder.reserve')} ${label}`}
                    onClick={() =>
                      onReserve({
                        roomId: room.id,
                        roomName: room.name,
                        categoryId: category.id,
                        bedId: bed?.id ?? null,
                        bedName: bed?.name ?? null,
                        fromDate: from,
                        toDate: addDays(to, -1),
                      })
                    }
                  >
                    {label}
                  </Button>
                ))}
              </Group>
            </Stack>
          ))
        )}
      </Stack>
    </Modal>
  );
}
