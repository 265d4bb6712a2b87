export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      activity: {
        Row: {
          actor_id: string | null
          actor_name: string | null
          created_at: string
          entity: Database["public"]["Enums"]["activity_entity"]
          entity_id: string
          entity_label: string | null
          id: number
          kind: Database["public"]["Enums"]["activity_kind"]
          new_values: Json | null
          old_values: Json | null
          tender_id: string | null
          tender_title: string | null
          workspace_id: string
        }
        Insert: {
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          entity: Database["public"]["Enums"]["activity_entity"]
          entity_id: string
          entity_label?: string | null
          id?: never
          kind: Database["public"]["Enums"]["activity_kind"]
          new_values?: Json | null
          old_values?: Json | null
          tender_id?: string | null
          tender_title?: string | null
          workspace_id: string
        }
        Update: {
          actor_id?: string | null
          actor_name?: string | null
          created_at?: string
          entity?: Database["public"]["Enums"]["activity_entity"]
          entity_id?: string
          entity_label?: string | null
          id?: never
          kind?: Database["public"]["Enums"]["activity_kind"]
          new_values?: Json | null
          old_values?: Json | null
          tender_id?: string | null
          tender_title?: string | null
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "activity_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      answer_categories: {
        Row: {
          created_at: string
          id: string
          name: string
          position: number
          workspace_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          name: string
          position?: number
          workspace_id: string
        }
        Update: {
          created_at?: string
          id?: string
          name?: string
          position?: number
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "answer_categories_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      answer_versions: {
        Row: {
          answer_id: string
          body: string
          category_id: string | null
          id: string
          replaced_at: string
          replaced_by: string | null
          status: Database["public"]["Enums"]["answer_status"]
          tags: string[]
          title: string
          workspace_id: string
          written_at: string
          written_by: string | null
        }
        Insert: {
          answer_id: string
          body: string
          category_id?: string | null
          id?: string
          replaced_at?: string
          replaced_by?: string | null
          status: Database["public"]["Enums"]["answer_status"]
          tags: string[]
          title: string
          workspace_id: string
          written_at: string
          written_by?: string | null
        }
        Update: {
          answer_id?: string
          body?: string
          category_id?: string | null
          id?: string
          replaced_at?: string
          replaced_by?: string | null
          status?: Database["public"]["Enums"]["answer_status"]
          tags?: string[]
          title?: string
          workspace_id?: string
          written_at?: string
          written_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "answer_versions_answer_fkey"
            columns: ["answer_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "answers"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      answers: {
        Row: {
          body: string
          category_id: string | null
          created_at: string
          created_by: string | null
          id: string
          last_reviewed_on: string | null
          owner_id: string | null
          review_every_months: number | null
          search: unknown
          status: Database["public"]["Enums"]["answer_status"]
          tags: string[]
          title: string
          title_search: unknown
          updated_at: string
          updated_by: string | null
          workspace_id: string
        }
        Insert: {
          body?: string
          category_id?: string | null
          created_at?: string
          created_by?: string | null
          id?: string
          last_reviewed_on?: string | null
          owner_id?: string | null
          review_every_months?: number | null
          search?: unknown
          status?: Database["public"]["Enums"]["answer_status"]
          tags?: string[]
          title: string
          title_search?: never
          updated_at?: string
          updated_by?: string | null
          workspace_id: string
        }
        Update: {
          body?: string
          category_id?: string | null
          created_at?: string
          created_by?: string | null
          id?: string
          last_reviewed_on?: string | null
          owner_id?: string | null
          review_every_months?: number | null
          search?: unknown
          status?: Database["public"]["Enums"]["answer_status"]
          tags?: string[]
          title?: string
          title_search?: never
          updated_at?: string
          updated_by?: string | null
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "answers_category_fkey"
            columns: ["category_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "answer_categories"
            referencedColumns: ["id", "workspace_id"]
          },
          {
            foreignKeyName: "answers_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      bid_bonds: {
        Row: {
          amount: number
          created_at: string
          currency: string
          expiry_date: string | null
          id: string
          issue_date: string | null
          issuer: string
          reference: string
          status: Database["public"]["Enums"]["bid_bond_status"]
          tender_id: string
          updated_at: string
          workspace_id: string
        }
        Insert: {
          amount: number
          created_at?: string
          currency: string
          expiry_date?: string | null
          id?: string
          issue_date?: string | null
          issuer?: string
          reference?: string
          status?: Database["public"]["Enums"]["bid_bond_status"]
          tender_id: string
          updated_at?: string
          workspace_id: string
        }
        Update: {
          amount?: number
          created_at?: string
          currency?: string
          expiry_date?: string | null
          id?: string
          issue_date?: string | null
          issuer?: string
          reference?: string
          status?: Database["public"]["Enums"]["bid_bond_status"]
          tender_id?: string
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "bid_bonds_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: true
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      bid_criteria: {
        Row: {
          created_at: string
          id: string
          name: string
          position: number
          top_score_means: string
          weight: number
          workspace_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          name: string
          position?: number
          top_score_means?: string
          weight?: number
          workspace_id: string
        }
        Update: {
          created_at?: string
          id?: string
          name?: string
          position?: number
          top_score_means?: string
          weight?: number
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "bid_criteria_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      bid_decisions: {
        Row: {
          band: Database["public"]["Enums"]["bid_band"] | null
          decided_at: string
          decided_by: string | null
          decision: Database["public"]["Enums"]["bid_decision_value"]
          kill_answers: Json
          killed: boolean
          rationale: string
          score: number | null
          scores: Json
          tender_id: string
          workspace_id: string
        }
        Insert: {
          band?: Database["public"]["Enums"]["bid_band"] | null
          decided_at?: string
          decided_by?: string | null
          decision: Database["public"]["Enums"]["bid_decision_value"]
          kill_answers?: Json
          killed?: boolean
          rationale?: string
          score?: number | null
          scores?: Json
          tender_id: string
          workspace_id: string
        }
        Update: {
          band?: Database["public"]["Enums"]["bid_band"] | null
          decided_at?: string
          decided_by?: string | null
          decision?: Database["public"]["Enums"]["bid_decision_value"]
          kill_answers?: Json
          killed?: boolean
          rationale?: string
          score?: number | null
          scores?: Json
          tender_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "bid_decisions_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bid_decisions_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: true
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      bid_kill_questions: {
        Row: {
          created_at: string
          id: string
          position: number
          question: string
          workspace_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          position?: number
          question: string
          workspace_id: string
        }
        Update: {
          created_at?: string
          id?: string
          position?: number
          question?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "bid_kill_questions_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      clarifications: {
        Row: {
          answer: string
          answered_on: string | null
          asked_by: string | null
          asked_on: string | null
          clause: string
          created_at: string
          id: string
          number: number
          question: string
          status: Database["public"]["Enums"]["clarification_status"]
          tender_id: string
          updated_at: string
          workspace_id: string
        }
        Insert: {
          answer?: string
          answered_on?: string | null
          asked_by?: string | null
          asked_on?: string | null
          clause?: string
          created_at?: string
          id?: string
          number?: number
          question: string
          status?: Database["public"]["Enums"]["clarification_status"]
          tender_id: string
          updated_at?: string
          workspace_id: string
        }
        Update: {
          answer?: string
          answered_on?: string | null
          asked_by?: string | null
          asked_on?: string | null
          clause?: string
          created_at?: string
          id?: string
          number?: number
          question?: string
          status?: Database["public"]["Enums"]["clarification_status"]
          tender_id?: string
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "clarifications_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      comment_mentions: {
        Row: {
          comment_id: string
          user_id: string
        }
        Insert: {
          comment_id: string
          user_id: string
        }
        Update: {
          comment_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "comment_mentions_comment_id_fkey"
            columns: ["comment_id"]
            isOneToOne: false
            referencedRelation: "comments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comment_mentions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      comment_notifications: {
        Row: {
          comment_id: string
          created_at: string
          id: string
          reason: string
          seen_at: string | null
          user_id: string
        }
        Insert: {
          comment_id: string
          created_at?: string
          id?: string
          reason: string
          seen_at?: string | null
          user_id: string
        }
        Update: {
          comment_id?: string
          created_at?: string
          id?: string
          reason?: string
          seen_at?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "comment_notifications_comment_id_fkey"
            columns: ["comment_id"]
            isOneToOne: false
            referencedRelation: "comments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comment_notifications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      comments: {
        Row: {
          author_id: string | null
          body: string
          created_at: string
          edited_at: string | null
          id: string
          task_id: string | null
          tender_id: string
          workspace_id: string
        }
        Insert: {
          author_id?: string | null
          body: string
          created_at?: string
          edited_at?: string | null
          id?: string
          task_id?: string | null
          tender_id: string
          workspace_id: string
        }
        Update: {
          author_id?: string | null
          body?: string
          created_at?: string
          edited_at?: string | null
          id?: string
          task_id?: string | null
          tender_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "comments_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comments_task_id_fkey"
            columns: ["task_id"]
            isOneToOne: false
            referencedRelation: "tasks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comments_tender_id_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      company_documents: {
        Row: {
          category: Database["public"]["Enums"]["company_document_category"]
          created_at: string
          expires_on: string | null
          file_name: string | null
          id: string
          issuer: string
          name: string
          updated_at: string
          uploaded_by: string | null
          workspace_id: string
        }
        Insert: {
          category?: Database["public"]["Enums"]["company_document_category"]
          created_at?: string
          expires_on?: string | null
          file_name?: string | null
          id?: string
          issuer?: string
          name: string
          updated_at?: string
          uploaded_by?: string | null
          workspace_id: string
        }
        Update: {
          category?: Database["public"]["Enums"]["company_document_category"]
          created_at?: string
          expires_on?: string | null
          file_name?: string | null
          id?: string
          issuer?: string
          name?: string
          updated_at?: string
          uploaded_by?: string | null
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "company_documents_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      cost_rates: {
        Row: {
          created_at: string
          currency: string
          effective_from: string
          hourly_rate: number
          id: string
          user_id: string | null
          workspace_id: string
        }
        Insert: {
          created_at?: string
          currency: string
          effective_from: string
          hourly_rate: number
          id?: string
          user_id?: string | null
          workspace_id: string
        }
        Update: {
          created_at?: string
          currency?: string
          effective_from?: string
          hourly_rate?: number
          id?: string
          user_id?: string | null
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "cost_rates_member_fkey"
            columns: ["workspace_id", "user_id"]
            isOneToOne: false
            referencedRelation: "workspace_members"
            referencedColumns: ["workspace_id", "user_id"]
          },
          {
            foreignKeyName: "cost_rates_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      deadline_changes: {
        Row: {
          addendum_id: string | null
          changed_at: string
          changed_by: string | null
          deadline: Database["public"]["Enums"]["deadline_kind"]
          hand_dated_task_ids: string[]
          id: string
          moved_task_ids: string[]
          new_date: string | null
          old_date: string | null
          tender_id: string
          workspace_id: string
        }
        Insert: {
          addendum_id?: string | null
          changed_at?: string
          changed_by?: string | null
          deadline: Database["public"]["Enums"]["deadline_kind"]
          hand_dated_task_ids?: string[]
          id?: string
          moved_task_ids?: string[]
          new_date?: string | null
          old_date?: string | null
          tender_id: string
          workspace_id: string
        }
        Update: {
          addendum_id?: string | null
          changed_at?: string
          changed_by?: string | null
          deadline?: Database["public"]["Enums"]["deadline_kind"]
          hand_dated_task_ids?: string[]
          id?: string
          moved_task_ids?: string[]
          new_date?: string | null
          old_date?: string | null
          tender_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "deadline_changes_addendum_id_fkey"
            columns: ["addendum_id"]
            isOneToOne: false
            referencedRelation: "tender_addenda"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "deadline_changes_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      default_tasks: {
        Row: {
          created_at: string
          description: string
          due_days_before: number | null
          id: string
          name: string
          only_with_bid_bond: boolean
        }
        Insert: {
          created_at?: string
          description?: string
          due_days_before?: number | null
          id?: string
          name: string
          only_with_bid_bond?: boolean
        }
        Update: {
          created_at?: string
          description?: string
          due_days_before?: number | null
          id?: string
          name?: string
          only_with_bid_bond?: boolean
        }
        Relationships: []
      }
      document_templates: {
        Row: {
          category: Database["public"]["Enums"]["company_document_category"]
          created_at: string
          id: string
          tender_type: Database["public"]["Enums"]["tender_type"] | null
          workspace_id: string
        }
        Insert: {
          category: Database["public"]["Enums"]["company_document_category"]
          created_at?: string
          id?: string
          tender_type?: Database["public"]["Enums"]["tender_type"] | null
          workspace_id: string
        }
        Update: {
          category?: Database["public"]["Enums"]["company_document_category"]
          created_at?: string
          id?: string
          tender_type?: Database["public"]["Enums"]["tender_type"] | null
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "document_templates_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      exchange_rates: {
        Row: {
          created_at: string
          currency: string
          id: string
          month: string | null
          rate: number
          tender_id: string | null
          workspace_id: string
        }
        Insert: {
          created_at?: string
          currency: string
          id?: string
          month?: string | null
          rate: number
          tender_id?: string | null
          workspace_id: string
        }
        Update: {
          created_at?: string
          currency?: string
          id?: string
          month?: string | null
          rate?: number
          tender_id?: string | null
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "exchange_rates_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
          {
            foreignKeyName: "exchange_rates_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      expenses: {
        Row: {
          amount: number
          category: Database["public"]["Enums"]["expense_category"]
          created_at: string
          currency: string
          id: string
          note: string
          receipt_path: string | null
          spent_on: string
          tender_id: string
          updated_at: string
          user_id: string | null
          workspace_id: string
        }
        Insert: {
          amount: number
          category: Database["public"]["Enums"]["expense_category"]
          created_at?: string
          currency: string
          id?: string
          note?: string
          receipt_path?: string | null
          spent_on: string
          tender_id: string
          updated_at?: string
          user_id?: string | null
          workspace_id: string
        }
        Update: {
          amount?: number
          category?: Database["public"]["Enums"]["expense_category"]
          created_at?: string
          currency?: string
          id?: string
          note?: string
          receipt_path?: string | null
          spent_on?: string
          tender_id?: string
          updated_at?: string
          user_id?: string | null
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "expenses_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      loss_reasons: {
        Row: {
          created_at: string
          id: string
          label: string
          position: number
          workspace_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          label: string
          position?: number
          workspace_id: string
        }
        Update: {
          created_at?: string
          id?: string
          label?: string
          position?: number
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "loss_reasons_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      pipeline_settings: {
        Row: {
          bid_threshold: number
          default_currency: string
          probability_in_development: number
          probability_submitted: number
          probability_under_review: number
          review_threshold: number
          updated_at: string
          workspace_id: string
        }
        Insert: {
          bid_threshold?: number
          default_currency?: string
          probability_in_development?: number
          probability_submitted?: number
          probability_under_review?: number
          review_threshold?: number
          updated_at?: string
          workspace_id: string
        }
        Update: {
          bid_threshold?: number
          default_currency?: string
          probability_in_development?: number
          probability_submitted?: number
          probability_under_review?: number
          review_threshold?: number
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "pipeline_settings_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: true
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      reminder_settings: {
        Row: {
          inquiry_offsets: number[]
          submission_offsets: number[]
          task_offsets: number[]
          updated_at: string
          workspace_id: string
        }
        Insert: {
          inquiry_offsets?: number[]
          submission_offsets?: number[]
          task_offsets?: number[]
          updated_at?: string
          workspace_id: string
        }
        Update: {
          inquiry_offsets?: number[]
          submission_offsets?: number[]
          task_offsets?: number[]
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "reminder_settings_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: true
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      requirement_answers: {
        Row: {
          adapted_body: string | null
          answer_id: string
          created_at: string
          id: string
          linked_by: string | null
          requirement_id: string
          tender_id: string
          updated_at: string
          workspace_id: string
        }
        Insert: {
          adapted_body?: string | null
          answer_id: string
          created_at?: string
          id?: string
          linked_by?: string | null
          requirement_id: string
          tender_id: string
          updated_at?: string
          workspace_id: string
        }
        Update: {
          adapted_body?: string | null
          answer_id?: string
          created_at?: string
          id?: string
          linked_by?: string | null
          requirement_id?: string
          tender_id?: string
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "requirement_answers_answer_fkey"
            columns: ["answer_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "answers"
            referencedColumns: ["id", "workspace_id"]
          },
          {
            foreignKeyName: "requirement_answers_requirement_id_fkey"
            columns: ["requirement_id"]
            isOneToOne: false
            referencedRelation: "tender_requirements"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "requirement_answers_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      requirement_overrides: {
        Row: {
          confirmed_at: string
          confirmed_by: string | null
          id: string
          incomplete: string[]
          tender_id: string
          workspace_id: string
        }
        Insert: {
          confirmed_at?: string
          confirmed_by?: string | null
          id?: string
          incomplete: string[]
          tender_id: string
          workspace_id: string
        }
        Update: {
          confirmed_at?: string
          confirmed_by?: string | null
          id?: string
          incomplete?: string[]
          tender_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "requirement_overrides_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      requirement_templates: {
        Row: {
          created_at: string
          id: string
          mandatory: boolean
          position: number
          requirement: string
          source: string
          tender_type: Database["public"]["Enums"]["tender_type"] | null
          updated_at: string
          workspace_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          mandatory?: boolean
          position?: number
          requirement: string
          source?: string
          tender_type?: Database["public"]["Enums"]["tender_type"] | null
          updated_at?: string
          workspace_id: string
        }
        Update: {
          created_at?: string
          id?: string
          mandatory?: boolean
          position?: number
          requirement?: string
          source?: string
          tender_type?: Database["public"]["Enums"]["tender_type"] | null
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "requirement_templates_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      running_timers: {
        Row: {
          started_at: string
          task_id: string
          tender_id: string
          user_id: string
          workspace_id: string
        }
        Insert: {
          started_at?: string
          task_id: string
          tender_id: string
          user_id?: string
          workspace_id: string
        }
        Update: {
          started_at?: string
          task_id?: string
          tender_id?: string
          user_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "running_timers_task_id_fkey"
            columns: ["task_id"]
            isOneToOne: false
            referencedRelation: "tasks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "running_timers_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      seen_bond_alerts: {
        Row: {
          bond_id: string
          due_date: string
          kind: string
          seen_at: string
          user_id: string
        }
        Insert: {
          bond_id: string
          due_date: string
          kind: string
          seen_at?: string
          user_id?: string
        }
        Update: {
          bond_id?: string
          due_date?: string
          kind?: string
          seen_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "seen_bond_alerts_bond_id_fkey"
            columns: ["bond_id"]
            isOneToOne: false
            referencedRelation: "bid_bonds"
            referencedColumns: ["id"]
          },
        ]
      }
      seen_deadline_alerts: {
        Row: {
          due_date: string
          kind: Database["public"]["Enums"]["deadline_kind"]
          seen_at: string
          tender_id: string
          user_id: string
        }
        Insert: {
          due_date: string
          kind: Database["public"]["Enums"]["deadline_kind"]
          seen_at?: string
          tender_id: string
          user_id?: string
        }
        Update: {
          due_date?: string
          kind?: Database["public"]["Enums"]["deadline_kind"]
          seen_at?: string
          tender_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "seen_deadline_alerts_tender_id_fkey"
            columns: ["tender_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id"]
          },
        ]
      }
      seen_deadline_changes: {
        Row: {
          seen_until: string
          user_id: string
          workspace_id: string
        }
        Insert: {
          seen_until?: string
          user_id?: string
          workspace_id: string
        }
        Update: {
          seen_until?: string
          user_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "seen_deadline_changes_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      seen_task_alerts: {
        Row: {
          due_date: string
          seen_at: string
          task_id: string
          user_id: string
        }
        Insert: {
          due_date: string
          seen_at?: string
          task_id: string
          user_id?: string
        }
        Update: {
          due_date?: string
          seen_at?: string
          task_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "seen_task_alerts_task_id_fkey"
            columns: ["task_id"]
            isOneToOne: false
            referencedRelation: "tasks"
            referencedColumns: ["id"]
          },
        ]
      }
      task_template_types: {
        Row: {
          replaces_standard: boolean
          tender_type: Database["public"]["Enums"]["tender_type"]
          updated_at: string
          workspace_id: string
        }
        Insert: {
          replaces_standard?: boolean
          tender_type: Database["public"]["Enums"]["tender_type"]
          updated_at?: string
          workspace_id: string
        }
        Update: {
          replaces_standard?: boolean
          tender_type?: Database["public"]["Enums"]["tender_type"]
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "task_template_types_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      task_templates: {
        Row: {
          created_at: string
          description: string
          due_days_before: number | null
          id: string
          name: string
          only_with_bid_bond: boolean
          position: number
          tender_type: Database["public"]["Enums"]["tender_type"] | null
          updated_at: string
          workspace_id: string
        }
        Insert: {
          created_at?: string
          description?: string
          due_days_before?: number | null
          id?: string
          name: string
          only_with_bid_bond?: boolean
          position?: number
          tender_type?: Database["public"]["Enums"]["tender_type"] | null
          updated_at?: string
          workspace_id: string
        }
        Update: {
          created_at?: string
          description?: string
          due_days_before?: number | null
          id?: string
          name?: string
          only_with_bid_bond?: boolean
          position?: number
          tender_type?: Database["public"]["Enums"]["tender_type"] | null
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "task_templates_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      tasks: {
        Row: {
          assignee_id: string | null
          bid_bond_task: boolean
          created_at: string
          description: string
          due_anchor: Database["public"]["Enums"]["deadline_kind"] | null
          due_date: string | null
          id: string
          name: string
          status: Database["public"]["Enums"]["task_status"]
          tender_id: string
          updated_at: string
          user_id: string
          workspace_id: string
        }
        Insert: {
          assignee_id?: string | null
          bid_bond_task?: boolean
          created_at?: string
          description?: string
          due_anchor?: Database["public"]["Enums"]["deadline_kind"] | null
          due_date?: string | null
          id?: string
          name: string
          status?: Database["public"]["Enums"]["task_status"]
          tender_id: string
          updated_at?: string
          user_id?: string
          workspace_id: string
        }
        Update: {
          assignee_id?: string | null
          bid_bond_task?: boolean
          created_at?: string
          description?: string
          due_anchor?: Database["public"]["Enums"]["deadline_kind"] | null
          due_date?: string | null
          id?: string
          name?: string
          status?: Database["public"]["Enums"]["task_status"]
          tender_id?: string
          updated_at?: string
          user_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tasks_assignee_id_fkey"
            columns: ["workspace_id", "assignee_id"]
            isOneToOne: false
            referencedRelation: "workspace_members"
            referencedColumns: ["workspace_id", "user_id"]
          },
          {
            foreignKeyName: "tasks_tender_id_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      tender_addenda: {
        Row: {
          created_at: string
          created_by: string | null
          document_name: string | null
          id: string
          issued_on: string
          number: string
          summary: string
          tender_id: string
          workspace_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          document_name?: string | null
          id?: string
          issued_on: string
          number: string
          summary?: string
          tender_id: string
          workspace_id: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          document_name?: string | null
          id?: string
          issued_on?: string
          number?: string
          summary?: string
          tender_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tender_addenda_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      tender_outcomes: {
        Row: {
          award_date: string | null
          created_at: string
          lessons: string | null
          loss_note: string | null
          loss_reason_id: string | null
          our_rank: number | null
          tender_id: string
          updated_at: string
          updated_by: string | null
          winner: string | null
          winning_price: number | null
          workspace_id: string
        }
        Insert: {
          award_date?: string | null
          created_at?: string
          lessons?: string | null
          loss_note?: string | null
          loss_reason_id?: string | null
          our_rank?: number | null
          tender_id: string
          updated_at?: string
          updated_by?: string | null
          winner?: string | null
          winning_price?: number | null
          workspace_id: string
        }
        Update: {
          award_date?: string | null
          created_at?: string
          lessons?: string | null
          loss_note?: string | null
          loss_reason_id?: string | null
          our_rank?: number | null
          tender_id?: string
          updated_at?: string
          updated_by?: string | null
          winner?: string | null
          winning_price?: number | null
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tender_outcomes_loss_reason_fkey"
            columns: ["loss_reason_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "loss_reasons"
            referencedColumns: ["id", "workspace_id"]
          },
          {
            foreignKeyName: "tender_outcomes_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: true
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      tender_required_documents: {
        Row: {
          added_by: string | null
          company_document_id: string
          created_at: string
          tender_id: string
          workspace_id: string
        }
        Insert: {
          added_by?: string | null
          company_document_id: string
          created_at?: string
          tender_id: string
          workspace_id: string
        }
        Update: {
          added_by?: string | null
          company_document_id?: string
          created_at?: string
          tender_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tender_required_documents_document_fkey"
            columns: ["company_document_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "company_documents"
            referencedColumns: ["id", "workspace_id"]
          },
          {
            foreignKeyName: "tender_required_documents_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      tender_requirements: {
        Row: {
          created_at: string
          evidence_answer_id: string | null
          evidence_company_document_id: string | null
          evidence_document: string | null
          id: string
          mandatory: boolean
          owner_id: string | null
          position: number
          requirement: string
          source: string
          status: Database["public"]["Enums"]["requirement_status"]
          tender_id: string
          updated_at: string
          workspace_id: string
        }
        Insert: {
          created_at?: string
          evidence_answer_id?: string | null
          evidence_company_document_id?: string | null
          evidence_document?: string | null
          id?: string
          mandatory?: boolean
          owner_id?: string | null
          position?: number
          requirement: string
          source?: string
          status?: Database["public"]["Enums"]["requirement_status"]
          tender_id: string
          updated_at?: string
          workspace_id: string
        }
        Update: {
          created_at?: string
          evidence_answer_id?: string | null
          evidence_company_document_id?: string | null
          evidence_document?: string | null
          id?: string
          mandatory?: boolean
          owner_id?: string | null
          position?: number
          requirement?: string
          source?: string
          status?: Database["public"]["Enums"]["requirement_status"]
          tender_id?: string
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tender_requirements_evidence_answer_fkey"
            columns: ["evidence_answer_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "answers"
            referencedColumns: ["id", "workspace_id"]
          },
          {
            foreignKeyName: "tender_requirements_evidence_company_document_fkey"
            columns: ["evidence_company_document_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "company_documents"
            referencedColumns: ["id", "workspace_id"]
          },
          {
            foreignKeyName: "tender_requirements_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      tenders: {
        Row: {
          bid_bond: boolean
          bid_price: number | null
          bid_validity_end: string | null
          channel: Database["public"]["Enums"]["tender_channel"]
          client: string
          created_at: string
          currency: string
          description: string
          estimated_value: number | null
          expected_award_date: string | null
          id: string
          inquiry_submission_date: string | null
          probability: number | null
          reference_number: string
          shared_reference: string | null
          status: Database["public"]["Enums"]["tender_status"]
          tender_submission_date: string | null
          title: string
          type: Database["public"]["Enums"]["tender_type"]
          updated_at: string
          user_id: string
          workspace_id: string
        }
        Insert: {
          bid_bond?: boolean
          bid_price?: number | null
          bid_validity_end?: string | null
          channel?: Database["public"]["Enums"]["tender_channel"]
          client: string
          created_at?: string
          currency: string
          description?: string
          estimated_value?: number | null
          expected_award_date?: string | null
          id?: string
          inquiry_submission_date?: string | null
          probability?: number | null
          reference_number: string
          shared_reference?: string | null
          status?: Database["public"]["Enums"]["tender_status"]
          tender_submission_date?: string | null
          title: string
          type?: Database["public"]["Enums"]["tender_type"]
          updated_at?: string
          user_id?: string
          workspace_id?: string
        }
        Update: {
          bid_bond?: boolean
          bid_price?: number | null
          bid_validity_end?: string | null
          channel?: Database["public"]["Enums"]["tender_channel"]
          client?: string
          created_at?: string
          currency?: string
          description?: string
          estimated_value?: number | null
          expected_award_date?: string | null
          id?: string
          inquiry_submission_date?: string | null
          probability?: number | null
          reference_number?: string
          shared_reference?: string | null
          status?: Database["public"]["Enums"]["tender_status"]
          tender_submission_date?: string | null
          title?: string
          type?: Database["public"]["Enums"]["tender_type"]
          updated_at?: string
          user_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tenders_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      time_entries: {
        Row: {
          created_at: string
          description: string
          hours: number
          id: string
          task_id: string | null
          tender_id: string
          updated_at: string
          user_id: string | null
          work_date: string
          workspace_id: string
        }
        Insert: {
          created_at?: string
          description: string
          hours: number
          id?: string
          task_id?: string | null
          tender_id: string
          updated_at?: string
          user_id?: string | null
          work_date: string
          workspace_id: string
        }
        Update: {
          created_at?: string
          description?: string
          hours?: number
          id?: string
          task_id?: string | null
          tender_id?: string
          updated_at?: string
          user_id?: string | null
          work_date?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "time_entries_task_id_fkey"
            columns: ["task_id"]
            isOneToOne: false
            referencedRelation: "tasks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "time_entries_tender_fkey"
            columns: ["tender_id", "workspace_id"]
            isOneToOne: false
            referencedRelation: "tenders"
            referencedColumns: ["id", "workspace_id"]
          },
        ]
      }
      user_profiles: {
        Row: {
          avatar: string | null
          company: string | null
          created_at: string
          current_workspace_id: string | null
          email: string | null
          id: string
          name: string
          preferences: Json
          role: string | null
          time_zone: string | null
          updated_at: string
        }
        Insert: {
          avatar?: string | null
          company?: string | null
          created_at?: string
          current_workspace_id?: string | null
          email?: string | null
          id: string
          name?: string
          preferences?: Json
          role?: string | null
          time_zone?: string | null
          updated_at?: string
        }
        Update: {
          avatar?: string | null
          company?: string | null
          created_at?: string
          current_workspace_id?: string | null
          email?: string | null
          id?: string
          name?: string
          preferences?: Json
          role?: string | null
          time_zone?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_profiles_current_workspace_id_fkey"
            columns: ["current_workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      workspace_invitations: {
        Row: {
          accepted_at: string | null
          accepted_by: string | null
          created_at: string
          email: string
          expires_at: string
          id: string
          invited_by: string | null
          name: string
          revoked_at: string | null
          role: Database["public"]["Enums"]["workspace_role"]
          workspace_id: string
        }
        Insert: {
          accepted_at?: string | null
          accepted_by?: string | null
          created_at?: string
          email: string
          expires_at?: string
          id?: string
          invited_by?: string | null
          name?: string
          revoked_at?: string | null
          role?: Database["public"]["Enums"]["workspace_role"]
          workspace_id: string
        }
        Update: {
          accepted_at?: string | null
          accepted_by?: string | null
          created_at?: string
          email?: string
          expires_at?: string
          id?: string
          invited_by?: string | null
          name?: string
          revoked_at?: string | null
          role?: Database["public"]["Enums"]["workspace_role"]
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "workspace_invitations_accepted_by_fkey"
            columns: ["accepted_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workspace_invitations_invited_by_fkey"
            columns: ["invited_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workspace_invitations_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      workspace_members: {
        Row: {
          created_at: string
          role: Database["public"]["Enums"]["workspace_role"]
          user_id: string
          workspace_id: string
        }
        Insert: {
          created_at?: string
          role?: Database["public"]["Enums"]["workspace_role"]
          user_id: string
          workspace_id: string
        }
        Update: {
          created_at?: string
          role?: Database["public"]["Enums"]["workspace_role"]
          user_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "workspace_members_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workspace_members_workspace_id_fkey"
            columns: ["workspace_id"]
            isOneToOne: false
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      workspaces: {
        Row: {
          created_at: string
          created_by: string | null
          id: string
          name: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: string
          name: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: string
          name?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      accept_invitation: { Args: { p_token: string }; Returns: string }
      answer_tags: { Args: { p_workspace_id: string }; Returns: string[] }
      answer_usage: {
        Args: { p_answer_ids?: string[]; p_workspace_id: string }
        Returns: {
          answer_id: string
          lost: number
          undecided: number
          used: number
          won: number
        }[]
      }
      answer_win_rates: {
        Args: { p_workspace_id: string }
        Returns: {
          answer_id: string
          lost: number
          title: string
          used: number
          win_rate: number
          won: number
        }[]
      }
      answers_due_for_review: {
        Args: { p_workspace_id: string }
        Returns: {
          answer_id: string
        }[]
      }
      bid_bond_totals: {
        Args: { p_workspace_id: string }
        Returns: {
          amount: string
          bonds: number
          currency: string
        }[]
      }
      bid_cost: { Args: { p_tender_id: string }; Returns: Json }
      bid_cost_report: {
        Args: {
          p_period: Database["public"]["Enums"]["report_period"]
          p_tz: string
          p_workspace_id: string
        }
        Returns: Json
      }
      bid_score_report: {
        Args: {
          p_period?: Database["public"]["Enums"]["report_period"]
          p_tz: string
          p_workspace_id: string
        }
        Returns: {
          average_score: number
          outcome: Database["public"]["Enums"]["tender_status"]
          scored: number
        }[]
      }
      calendar_feed: {
        Args: never
        Returns: {
          created_at: string
          last_fetched_at: string
          token: string
        }[]
      }
      calendar_feed_events: { Args: { p_token: string }; Returns: Json }
      can_open_document: {
        Args: { p_bucket: string; p_name: string }
        Returns: boolean
      }
      clarification_counts: {
        Args: { p_tender_ids?: string[]; p_workspace_id: string }
        Returns: {
          answered: number
          drafts: number
          questions: number
          tender_id: string
        }[]
      }
      collect_reminders: {
        Args: { p_limit?: number; p_now?: string }
        Returns: Json
      }
      comment_notices: {
        Args: { p_limit?: number; p_workspace_id: string }
        Returns: Json
      }
      create_default_tasks: {
        Args: { p_tender_id: string }
        Returns: {
          assignee_id: string | null
          bid_bond_task: boolean
          created_at: string
          description: string
          due_anchor: Database["public"]["Enums"]["deadline_kind"] | null
          due_date: string | null
          id: string
          name: string
          status: Database["public"]["Enums"]["task_status"]
          tender_id: string
          updated_at: string
          user_id: string
          workspace_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "tasks"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      create_invitation: {
        Args: {
          p_email: string
          p_name?: string
          p_role?: Database["public"]["Enums"]["workspace_role"]
          p_workspace_id: string
        }
        Returns: string
      }
      dashboard_summary: {
        Args: { p_tz: string; p_workspace_id: string }
        Returns: Json
      }
      deadline_alerts: {
        Args: { p_days: number; p_tz: string; p_workspace_id: string }
        Returns: {
          days: number
          due_date: string
          kind: string
          reference_number: string
          seen: boolean
          task_id: string
          task_name: string
          tender_id: string
          title: string
        }[]
      }
      deadline_change_notices: {
        Args: { p_limit?: number; p_workspace_id: string }
        Returns: Json
      }
      deadline_counts: {
        Args: { p_ends: number[]; p_tz: string; p_workspace_id: string }
        Returns: {
          bucket: number
          total: number
          unseen: number
        }[]
      }
      delete_workspace: { Args: { p_workspace_id: string }; Returns: undefined }
      edit_comment: {
        Args: { p_body: string; p_comment_id: string; p_mentions?: string[] }
        Returns: Json
      }
      existing_answer_titles: {
        Args: { p_titles: string[]; p_workspace_id: string }
        Returns: string[]
      }
      existing_references: {
        Args: { p_references: string[]; p_workspace_id: string }
        Returns: string[]
      }
      expected_bid_cost: { Args: { p_tender_id: string }; Returns: Json }
      expiring_document_tenders: {
        Args: { p_limit?: number; p_workspace_id: string }
        Returns: {
          documents: string[]
          first_expires_on: string
          reference_number: string
          tender_id: string
          tender_submission_date: string
          tenders: number
          title: string
        }[]
      }
      expiring_required_documents: {
        Args: { p_tender_ids?: string[]; p_workspace_id: string }
        Returns: {
          company_document_id: string
          expires_on: string
          name: string
          tender_id: string
          tender_submission_date: string
        }[]
      }
      finish_reminders: {
        Args: { p_claim: string; p_failed?: string[]; p_sent: string[] }
        Returns: undefined
      }
      import_answers: {
        Args: {
          p_entries: Json
          p_skip_duplicates?: boolean
          p_status?: Database["public"]["Enums"]["answer_status"]
          p_workspace_id: string
        }
        Returns: Json
      }
      import_tenders: {
        Args: {
          p_duplicates: string
          p_rows: Json
          p_templates?: boolean
          p_tz: string
          p_workspace_id: string
        }
        Returns: Json
      }
      invitation_details: {
        Args: { p_token: string }
        Returns: {
          email: string
          expires_at: string
          inviter_name: string
          joined: boolean
          role: Database["public"]["Enums"]["workspace_role"]
          status: Database["public"]["Enums"]["invitation_status"]
          workspace_name: string
        }[]
      }
      invitation_preview: {
        Args: { p_token: string }
        Returns: {
          inviter_name: string
          role: Database["public"]["Enums"]["workspace_role"]
          workspace_name: string
        }[]
      }
      mark_comment_notices_seen: {
        Args: { p_workspace_id: string }
        Returns: number
      }
      mark_deadline_alerts_seen: {
        Args: { p_days: number; p_tz: string; p_workspace_id: string }
        Returns: number
      }
      move_task_dates: {
        Args: { p_action: string; p_change_id: string }
        Returns: number
      }
      my_time: { Args: { p_week_start: string }; Returns: Json }
      my_work: { Args: { p_today: string }; Returns: Json }
      post_comment: {
        Args: {
          p_body: string
          p_mentions?: string[]
          p_task_id?: string
          p_tender_id: string
        }
        Returns: Json
      }
      record_addendum: {
        Args: {
          p_document_name?: string
          p_inquiry?: string
          p_issued_on: string
          p_moves_inquiry?: boolean
          p_moves_submission?: boolean
          p_number: string
          p_submission?: string
          p_summary?: string
          p_tender_id: string
        }
        Returns: string
      }
      record_bid_decision: {
        Args: {
          p_decision: Database["public"]["Enums"]["bid_decision_value"]
          p_kill_answers?: Json
          p_rationale?: string
          p_replaces?: string
          p_scores?: Json
          p_tender_id: string
        }
        Returns: {
          band: Database["public"]["Enums"]["bid_band"] | null
          decided_at: string
          decided_by: string | null
          decision: Database["public"]["Enums"]["bid_decision_value"]
          kill_answers: Json
          killed: boolean
          rationale: string
          score: number | null
          scores: Json
          tender_id: string
          workspace_id: string
        }
        SetofOptions: {
          from: "*"
          to: "bid_decisions"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      recorded_winners: {
        Args: { p_workspace_id: string }
        Returns: {
          times: number
          winner: string
        }[]
      }
      regenerate_calendar_feed: {
        Args: never
        Returns: {
          created_at: string
          last_fetched_at: string
          token: string
        }[]
      }
      requirement_progress: {
        Args: { p_tender_ids: string[]; p_workspace_id: string }
        Returns: {
          applicable: number
          complete: number
          mandatory: number
          mandatory_complete: number
          tender_id: string
        }[]
      }
      restore_answer_version: {
        Args: { p_version_id: string }
        Returns: {
          body: string
          category_id: string | null
          created_at: string
          created_by: string | null
          id: string
          last_reviewed_on: string | null
          owner_id: string | null
          review_every_months: number | null
          search: unknown
          status: Database["public"]["Enums"]["answer_status"]
          tags: string[]
          title: string
          title_search: unknown
          updated_at: string
          updated_by: string | null
          workspace_id: string
        }
        SetofOptions: {
          from: "*"
          to: "answers"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      save_bid_settings: {
        Args: {
          p_bid_threshold: number
          p_criteria: Json
          p_kill_questions: Json
          p_review_threshold: number
          p_workspace_id: string
        }
        Returns: undefined
      }
      save_tender: {
        Args: { p_id?: string; p_loaded_updated_at?: string; p_tender: Json }
        Returns: {
          bid_bond: boolean
          bid_price: number | null
          bid_validity_end: string | null
          channel: Database["public"]["Enums"]["tender_channel"]
          client: string
          created_at: string
          currency: string
          description: string
          estimated_value: number | null
          expected_award_date: string | null
          id: string
          inquiry_submission_date: string | null
          probability: number | null
          reference_number: string
          shared_reference: string | null
          status: Database["public"]["Enums"]["tender_status"]
          tender_submission_date: string | null
          title: string
          type: Database["public"]["Enums"]["tender_type"]
          updated_at: string
          user_id: string
          workspace_id: string
        }
        SetofOptions: {
          from: "*"
          to: "tenders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      search_answers: {
        Args: {
          p_any?: boolean
          p_category_id?: string
          p_limit?: number
          p_offset?: number
          p_owner_id?: string
          p_query?: string
          p_sort?: string
          p_statuses?: Database["public"]["Enums"]["answer_status"][]
          p_tag?: string
          p_workspace_id: string
        }
        Returns: {
          body: string
          category_id: string
          excerpt_marked: string
          id: string
          last_reviewed_on: string
          lost: number
          owner_id: string
          rank: number
          review_due: boolean
          review_every_months: number
          status: Database["public"]["Enums"]["answer_status"]
          tags: string[]
          title: string
          title_marked: string
          total: number
          undecided: number
          updated_at: string
          used: number
          won: number
        }[]
      }
      search_tenders: {
        Args: {
          p_currency?: string
          p_descending?: boolean
          p_max_value?: number
          p_min_value?: number
          p_query?: string
          p_sort?: Database["public"]["Enums"]["tender_sort_key"]
          p_statuses?: Database["public"]["Enums"]["tender_status"][]
          p_today?: string
          p_workspace_id?: string
        }
        Returns: {
          bid_bond: boolean
          bid_price: number | null
          bid_validity_end: string | null
          channel: Database["public"]["Enums"]["tender_channel"]
          client: string
          created_at: string
          currency: string
          description: string
          estimated_value: number | null
          expected_award_date: string | null
          id: string
          inquiry_submission_date: string | null
          probability: number | null
          reference_number: string
          shared_reference: string | null
          status: Database["public"]["Enums"]["tender_status"]
          tender_submission_date: string | null
          title: string
          type: Database["public"]["Enums"]["tender_type"]
          updated_at: string
          user_id: string
          workspace_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "tenders"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      start_timer: {
        Args: { p_task_id: string }
        Returns: {
          started_at: string
          task_id: string
          tender_id: string
          user_id: string
          workspace_id: string
        }
        SetofOptions: {
          from: "*"
          to: "running_timers"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      stop_timer: {
        Args: { p_hours?: number }
        Returns: {
          created_at: string
          description: string
          hours: number
          id: string
          task_id: string | null
          tender_id: string
          updated_at: string
          user_id: string | null
          work_date: string
          workspace_id: string
        }
        SetofOptions: {
          from: "*"
          to: "time_entries"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      task_comment_counts: {
        Args: { p_tender_id: string }
        Returns: {
          comments: number
          task_id: string
        }[]
      }
      tender_comment_counts: {
        Args: { p_tender_ids: string[] }
        Returns: {
          comments: number
          tender_id: string
        }[]
      }
      tender_currencies: { Args: { p_workspace_id: string }; Returns: string[] }
      tender_document_counts: {
        Args: { p_tender_ids: string[] }
        Returns: {
          documents: number
          tender_id: string
        }[]
      }
      tender_documents: {
        Args: { p_tender_id: string }
        Returns: {
          created_at: string
          mimetype: string
          name: string
          path: string
          size: number
          uploaded_by: string
          uploader_name: string
        }[]
      }
      tender_status_counts: {
        Args: {
          p_period?: Database["public"]["Enums"]["report_period"]
          p_tz: string
          p_workspace_id: string
        }
        Returns: {
          count: number
          status: Database["public"]["Enums"]["tender_status"]
        }[]
      }
      tender_trends: {
        Args: {
          p_period?: Database["public"]["Enums"]["report_period"]
          p_tz: string
          p_workspace_id: string
        }
        Returns: {
          lost: number
          month: string
          submitted: number
          total: number
          won: number
        }[]
      }
      tenders_with_reference: {
        Args: {
          p_except_id?: string
          p_reference: string
          p_workspace_id: string
        }
        Returns: {
          id: string
          reference_number: string
          title: string
        }[]
      }
      type_task_templates: {
        Args: {
          p_type: Database["public"]["Enums"]["tender_type"]
          p_workspace_id: string
        }
        Returns: {
          created_at: string
          description: string
          due_days_before: number | null
          id: string
          name: string
          only_with_bid_bond: boolean
          position: number
          tender_type: Database["public"]["Enums"]["tender_type"] | null
          updated_at: string
          workspace_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "task_templates"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      unsubscribe_reminders: { Args: { p_token: string }; Returns: string }
      user_workspaces: {
        Args: never
        Returns: {
          is_current: boolean
          name: string
          role: Database["public"]["Enums"]["workspace_role"]
          workspace_id: string
        }[]
      }
      value_report: {
        Args: {
          p_period?: Database["public"]["Enums"]["report_period"]
          p_tz: string
          p_workspace_id: string
        }
        Returns: Json
      }
    }
    Enums: {
      activity_entity:
        | "tender"
        | "task"
        | "document"
        | "member"
        | "outcome"
        | "bid-decision"
        | "bid-bond"
        | "clarification"
        | "addendum"
        | "requirement"
      activity_kind: "created" | "updated" | "deleted"
      answer_status: "draft" | "approved" | "archived"
      bid_band: "bid" | "review" | "no-bid"
      bid_bond_status:
        | "requested"
        | "issued"
        | "submitted"
        | "returned"
        | "forfeited"
        | "extended"
      bid_decision_value: "bid" | "no-bid" | "skipped"
      clarification_status: "draft" | "sent" | "answered"
      company_document_category:
        | "certificate"
        | "insurance"
        | "tax-clearance"
        | "registration"
        | "accreditation"
        | "other"
      deadline_kind: "inquiry" | "submission"
      expense_category:
        | "printing-and-delivery"
        | "travel"
        | "site-visit"
        | "bid-bond-fees"
        | "consultants-and-quotes"
        | "translation"
        | "other"
      invitation_status: "pending" | "accepted" | "expired" | "revoked"
      report_period: "6m" | "12m" | "year" | "all"
      requirement_status:
        "not-started" | "drafting" | "complete" | "not-applicable"
      task_status:
        "not-started" | "in-progress" | "completed" | "canceled" | "not-needed"
      tender_channel: "government-portal" | "vendor-portal" | "other"
      tender_sort_key:
        | "created"
        | "deadline"
        | "reference"
        | "title"
        | "client"
        | "status"
        | "value"
      tender_status:
        | "under-review"
        | "in-development"
        | "declined"
        | "submitted"
        | "won"
        | "lost"
        | "cancelled"
      tender_type:
        | "public-tender"
        | "limited-tender"
        | "direct-purchase"
        | "framework-agreement"
        | "two-stage-tender"
        | "other"
      workspace_role: "admin" | "manager" | "user"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      activity_entity: [
        "tender",
        "task",
        "document",
        "member",
        "outcome",
        "bid-decision",
        "bid-bond",
        "clarification",
        "addendum",
        "requirement",
      ],
      activity_kind: ["created", "updated", "deleted"],
      answer_status: ["draft", "approved", "archived"],
      bid_band: ["bid", "review", "no-bid"],
      bid_bond_status: [
        "requested",
        "issued",
        "submitted",
        "returned",
        "forfeited",
        "extended",
      ],
      bid_decision_value: ["bid", "no-bid", "skipped"],
      clarification_status: ["draft", "sent", "answered"],
      company_document_category: [
        "certificate",
        "insurance",
        "tax-clearance",
        "registration",
        "accreditation",
        "other",
      ],
      deadline_kind: ["inquiry", "submission"],
      expense_category: [
        "printing-and-delivery",
        "travel",
        "site-visit",
        "bid-bond-fees",
        "consultants-and-quotes",
        "translation",
        "other",
      ],
      invitation_status: ["pending", "accepted", "expired", "revoked"],
      report_period: ["6m", "12m", "year", "all"],
      requirement_status: [
        "not-started",
        "drafting",
        "complete",
        "not-applicable",
      ],
      task_status: [
        "not-started",
        "in-progress",
        "completed",
        "canceled",
        "not-needed",
      ],
      tender_channel: ["government-portal", "vendor-portal", "other"],
      tender_sort_key: [
        "created",
        "deadline",
        "reference",
        "title",
        "client",
        "status",
        "value",
      ],
      tender_status: [
        "under-review",
        "in-development",
        "declined",
        "submitted",
        "won",
        "lost",
        "cancelled",
      ],
      tender_type: [
        "public-tender",
        "limited-tender",
        "direct-purchase",
        "framework-agreement",
        "two-stage-tender",
        "other",
      ],
      workspace_role: ["admin", "manager", "user"],
    },
  },
} as const
